// What an unknown /services/<id> shows.
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/lib/paths';

import { serviceNotFoundCopy } from '../service-detail-copy';

export function ServiceNotFound() {
  return (
    <NotFoundState
      icon="search"
      heading={serviceNotFoundCopy.heading}
      message={serviceNotFoundCopy.message}
      backLabel={serviceNotFoundCopy.link}
      backTo={paths.services}
    />
  );
}
