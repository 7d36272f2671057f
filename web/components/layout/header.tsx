// The header's height never changes (turning opaque, opening the menu), so it never moves content.
// A long company name wraps, then is cut short; with enlarged text the links fold into the menu,
// the name gives way to the mark and the row wraps last, so nothing runs off the side.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

import type { CmsImageValue } from '@/components/ui/cms-image';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/lib/paths';
import type { SiteSettingsQueryResult } from '@/lib/sanity.types';

import { MenuLink } from './menu-link';
import { MobileMenu, MobileMenuButton, useMobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';
import { useScrolledPast } from './use-scrolled-past';

export const HEADER_SCROLL_THRESHOLD_PX = 20;

type Settings = NonNullable<SiteSettingsQueryResult>;

interface HeaderProps {
  companyName: string;
  logo: CmsImageValue | null | undefined;
  navigation: Settings['navigation'] | undefined;
  labels: Settings['labels'] | undefined;
  /** The theme switch (composed by SiteLayout from the theme feature). */
  themeToggle?: ReactNode;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-control px-2 py-2 text-sm font-medium transition-colors lg-fit:px-3 hover:bg-surface-raised hover:text-fg ${
    // The current page is marked by colour, and by an underline where forced colours drop it.
    isActive ? 'text-brand forced-colors:underline' : 'text-fg-muted'
  }`;

export function Header({ companyName, logo, navigation, labels, themeToggle }: HeaderProps) {
  const links = navigation?.links ?? [];
  const cta = navigation?.cta;
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { open: menuOpen, panelId, buttonRef, backdropRef, toggle, close } = useMobileMenu();
  const opaque = scrolled || menuOpen;
  const headerRef = useRef<HTMLElement>(null);
  // Marked once the script runs (app.css hands the opaque header over to it), without a render
  // of its own: the header is too large to render again in the task that ends hydration.
  useEffect(() => {
    headerRef.current?.setAttribute('data-hydrated', '');
  }, []);

  return (
    // While the menu is open the header (with the menu's backdrop) sits above the fixed chat
    // button too (z-50), so the backdrop dims all of the page.
    <header
      ref={headerRef}
      data-opaque={opaque}
      className={`header-until-hydrated @container sticky top-0 border-b transition-[background-color,border-color,box-shadow] duration-300 ${
        menuOpen ? 'z-[55]' : 'z-40'
      } ${
        opaque
          ? 'border-border bg-surface/85 shadow-[0_8px_24px_-16px_rgb(15_23_42/0.35)] backdrop-blur-lg'
          : 'border-transparent bg-transparent'
      }`}
    >
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2 md-fit:min-h-18">
        {/* Counts as its narrowest and grows to the name's full width, so a long name wraps,
            then is cut short, before the controls beside it wrap. Screen readers get the full
            name from the link's label. */}
        <Link
          to={paths.home}
          prefetch="intent"
          className="-m-1 max-w-max flex-[1_1_0%] rounded-control p-1"
          aria-label={`${companyName} home`}
        >
          <SiteLogo
            logo={logo}
            companyName={companyName}
            twoLinesAtMost
            className="max-w-full"
            nameClassName="@max-[19rem]:sr-only md-fit:sr-only lg-fit:not-sr-only print:not-sr-only!"
          />
        </Link>
        {/* On paper the header is the logo and name: links and buttons do nothing there. */}
        <nav
          aria-label={labels?.mainNav ?? undefined}
          className="hidden print:hidden! md-fit:block"
        >
          <ul className="flex items-center gap-0.5 lg-fit:gap-1">
            {links.map((link) => (
              <li key={link._key}>
                <MenuLink link={link} className={navLinkClass} />
              </li>
            ))}
          </ul>
        </nav>
        {/* Pushed to the right also when it wraps onto a line of its own. */}
        <div className="ml-auto flex items-center gap-2 print:hidden md-fit:ml-0">
          {themeToggle}
          {cta?.href && (
            <SmartLink
              href={cta.href}
              className="hidden items-center rounded-control bg-brand px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-fg transition-colors hover:bg-brand-strong forced-colors:border md-fit:inline-flex lg-fit:px-5 lg-fit:py-2.5"
            >
              {cta.label}
            </SmartLink>
          )}
          <MobileMenuButton
            ref={buttonRef}
            open={menuOpen}
            labels={labels}
            panelId={panelId}
            onToggle={toggle}
            className="md-fit:hidden"
          />
        </div>
      </div>
      <MobileMenu
        open={menuOpen}
        panelId={panelId}
        backdropRef={backdropRef}
        onClose={close}
        links={links}
        cta={cta}
        label={labels?.mainNav ?? undefined}
      />
    </header>
  );
}
