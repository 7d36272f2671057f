import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { isExternalHref, safeHref } from '@/lib/safe-url';

interface SmartLinkProps {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * A CMS link: internal paths navigate client-side, fetching the page's code as soon as the link
 * is pointed at or focused; external sites open in a new tab safely, mailto/tel stay plain; an
 * unsafe URL renders its text without a link.
 */
export function SmartLink({ href, children, className, ...aria }: SmartLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  if (safe.startsWith('/')) {
    return (
      <Link to={safe} prefetch="intent" className={className} {...aria}>
        {children}
      </Link>
    );
  }
  if (isExternalHref(safe)) {
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer" className={className} {...aria}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={safe} className={className} {...aria}>
      {children}
    </a>
  );
}
