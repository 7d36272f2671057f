// What an unknown /services/<id> shows (SPEC.md section 8: "Unknown service id").
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/lib/paths';

import { serviceNotFoundCopy } from '../service-detail-copy';

export function ServiceNotFound() {
  return (
    <section
      aria-labelledby="service-not-found-title"
      className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-24"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-control bg-brand-soft text-brand">
        <Icon name="search" className="size-7" />
      </span>
      <h1 id="service-not-found-title" className="text-heading font-bold">
        {serviceNotFoundCopy.heading}
      </h1>
      <p className="max-w-xl text-lead text-fg-muted">{serviceNotFoundCopy.message}</p>
      <Link to={paths.services} className={buttonStyles.primary}>
        <Icon name="arrow-left" className="size-4" />
        {serviceNotFoundCopy.link}
      </Link>
    </section>
  );
}
