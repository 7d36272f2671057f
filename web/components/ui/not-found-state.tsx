// The "not found" screen of a dynamic route (an unknown service id or case-study slug): one
// h1, the reason, and the way back to the list.
import { useId } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from './button-styles';
import { Icon } from './icon';
import type { IconName } from './icon-names';

interface NotFoundStateProps {
  icon: IconName;
  heading: string;
  message: string;
  backLabel: string;
  backTo: string;
}

export function NotFoundState({ icon, heading, message, backLabel, backTo }: NotFoundStateProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-24"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-control bg-brand-soft text-brand">
        <Icon name={icon} className="size-7" />
      </span>
      <h1 id={titleId} className="text-heading font-bold">
        {heading}
      </h1>
      <p className="max-w-xl text-lead text-fg-muted">{message}</p>
      <Link to={backTo} prefetch="intent" className={buttonStyles.primary}>
        <Icon name="arrow-left" className="size-4" />
        {backLabel}
      </Link>
    </section>
  );
}
