// What an unknown /services/<id> shows.
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/lib/paths';

import { useServiceNotFound } from '../queries';

export function ServiceNotFound() {
  const { data } = useServiceNotFound();
  return (
    <NotFoundState
      icon="search"
      heading={data?.heading ?? ''}
      message={data?.message ?? ''}
      backLabel={data?.backLink?.label ?? ''}
      backTo={data?.backLink?.href ?? paths.services}
    />
  );
}
