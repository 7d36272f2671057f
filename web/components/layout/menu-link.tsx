import { NavLink } from 'react-router';

import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/lib/paths';
import type { SiteSettingsQueryResult } from '@/lib/sanity.types';

export type SiteLabels = NonNullable<SiteSettingsQueryResult>['labels'];

export interface NavItem {
  label: string | null;
  href: string | null;
}

/**
 * A navigation link: a site path marks the current page (Home only when it is the page itself,
 * not for every page below it); any other target opens as a CMS link does.
 */
export function MenuLink({
  link,
  className,
}: {
  link: NavItem;
  className: (state: { isActive: boolean }) => string;
}) {
  if (!link.href?.startsWith('/')) {
    return (
      <SmartLink href={link.href} className={className({ isActive: false })}>
        {link.label}
      </SmartLink>
    );
  }
  return (
    <NavLink to={link.href} end={link.href === paths.home} prefetch="intent" className={className}>
      {link.label}
    </NavLink>
  );
}
