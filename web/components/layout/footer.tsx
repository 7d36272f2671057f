// In four columns Contact Us is never narrower than its longest line, so the e-mail stays whole
// and the address keeps its lines; like the header, the grid drops columns when enlarged text does
// not fit. The bottom padding keeps the floating chat button clear of the legal links.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { telHref } from '@/lib/contact-links';
import { paths } from '@/lib/paths';
import type { SiteSettingsQueryResult } from '@/lib/sanity.types';

import { SiteLogo } from './site-logo';
import { useCurrentYear, YEAR_ATTRIBUTE } from './use-current-year';

interface FooterProps {
  settings: SiteSettingsQueryResult | undefined;
  /** The newsletter sign-up form (composed by SiteLayout from the newsletter feature). */
  newsletter?: ReactNode;
}

const linkClass =
  'text-fg-muted hover:text-brand rounded-sm transition-colors underline-offset-4 hover:underline';

/** The root's first paint waits until the page has been read up to here (root.tsx). */
export const FOOTER_ID = 'site-footer';

export function Footer({ settings, newsletter }: FooterProps) {
  const year = useCurrentYear();
  const companyName = settings?.companyName ?? '';
  const contact = settings?.contact;
  const footerNav = settings?.footerNav;
  const labels = settings?.labels;

  return (
    <footer id={FOOTER_ID} className="@container border-t border-border bg-surface-sunken/50">
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-14 md-fit:grid-cols-3 md-fit:gap-12 lg-fit:grid-cols-[1.4fr_1fr_minmax(max-content,1fr)_1.4fr] lg-fit:gap-x-8 lg-fit:xl:gap-x-12">
        <div className="flex flex-col gap-5">
          <Link
            to={paths.home}
            prefetch="intent"
            className="-m-1 self-start rounded-control p-1"
            aria-label={`${companyName} home`}
          >
            <SiteLogo logo={settings?.logo} companyName={companyName} lazy />
          </Link>
          {settings?.blurb && (
            <p className="max-w-sm text-sm leading-6 text-fg-muted">{settings.blurb}</p>
          )}
          {settings?.socials && settings.socials.length > 0 && (
            <ul className="flex gap-3">
              {settings.socials.map((social) => (
                <li key={social._key}>
                  <SmartLink
                    href={social.url}
                    aria-label={`${social.label ?? social.platform ?? 'Social profile'} (opens in a new tab)`}
                    className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface-raised text-fg-muted transition-colors hover:border-brand hover:text-brand"
                  >
                    <Icon name={social.platform ?? 'globe'} strokeWidth={1.8} className="size-5" />
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <FooterHeading id="footer-quick-links">{footerNav?.quickLinksHeading}</FooterHeading>
          <ul className="grid gap-2.5 text-sm">
            {footerNav?.quickLinks?.map((link) => (
              <li key={link._key}>
                <SmartLink href={link.href} className={linkClass}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className="lg-fit:max-w-64">
          <FooterHeading id="footer-contact">{footerNav?.contactHeading}</FooterHeading>
          <ul className="grid gap-3 text-sm">
            {contact?.generalPhone && (
              <li>
                <a href={telHref(contact.generalPhone)} className={linkClass}>
                  {labels?.phone && <span className="sr-only">{`${labels.phone}: `}</span>}
                  {contact.generalPhone}
                </a>
              </li>
            )}
            {contact?.generalEmail && (
              <li>
                <a
                  href={`mailto:${contact.generalEmail}`}
                  aria-label={
                    labels?.email ? `${labels.email}: ${contact.generalEmail}` : undefined
                  }
                  className={`${linkClass} wrap-anywhere`}
                >
                  <EmailAddress email={contact.generalEmail} />
                </a>
              </li>
            )}
            {contact?.address && (
              <li className="whitespace-pre-line text-fg-muted not-italic">{contact.address}</li>
            )}
          </ul>
        </section>

        <section
          aria-labelledby="footer-newsletter"
          className="print:hidden md-fit:col-span-3 lg-fit:col-span-1"
        >
          <FooterHeading id="footer-newsletter">{settings?.newsletter?.heading}</FooterHeading>
          {settings?.newsletter?.text && (
            <p className="mb-4 max-w-md text-sm leading-6 text-fg-muted">
              {settings.newsletter.text}
            </p>
          )}
          <div className="max-w-md">{newsletter}</div>
        </section>
      </div>

      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-3 pt-6 pb-24 text-sm text-fg-muted md-fit:flex-row md-fit:items-center md-fit:justify-between">
          <p>
            © <span {...{ [YEAR_ATTRIBUTE]: '' }}>{year}</span> {settings?.copyright}
          </p>
          <nav aria-label={labels?.legalNav ?? undefined}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerNav?.legalLinks?.map((link) => (
                <li key={link._key}>
                  <SmartLink href={link.href} className={linkClass}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-sm font-semibold tracking-wider text-fg uppercase">
      {children}
    </h2>
  );
}
