import type { ReactNode } from 'react';

import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import { telHref } from '@/lib/contact-links';
import type { ContactPageQueryResult } from '@/lib/sanity.types';

type Settings = NonNullable<ContactPageQueryResult['settings']>;

interface ContactDetailsCardProps {
  labels: NonNullable<ContactPageQueryResult['page']>['details'];
  contact: Settings['contact'];
}

function DetailRow({
  icon,
  label,
  children,
}: {
  icon: string;
  label: string | null | undefined;
  children: ReactNode;
}) {
  return (
    // The text needs 9rem beside the icon, or it goes under it (with larger text).
    <li className="flex flex-wrap gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-[1_1_9rem]">
        <p className="text-sm text-fg-muted">{label}</p>
        <div className="mt-0.5 font-medium wrap-anywhere">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'hover:text-brand underline-offset-4 transition-colors hover:underline';

export function ContactDetailsCard({ labels, contact }: ContactDetailsCardProps) {
  return (
    <section
      aria-labelledby="contact-info-heading"
      className="rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-8"
    >
      <h2 id="contact-info-heading" className="text-xl font-bold">
        {labels?.heading}
      </h2>
      <ul className="mt-6 space-y-5">
        {contact?.generalEmail && (
          <DetailRow icon="mail" label={labels?.emailLabel}>
            <a
              href={`mailto:${contact.generalEmail}`}
              aria-label={contact.generalEmail}
              className={linkClass}
            >
              <EmailAddress email={contact.generalEmail} />
            </a>
          </DetailRow>
        )}
        {contact?.generalPhone && (
          <DetailRow icon="phone" label={labels?.phoneLabel}>
            <a href={telHref(contact.generalPhone)} className={linkClass}>
              {contact.generalPhone}
            </a>
          </DetailRow>
        )}
        {contact?.address && (
          <DetailRow icon="map-pin" label={labels?.addressLabel}>
            <address className="whitespace-pre-line not-italic">{contact.address}</address>
          </DetailRow>
        )}
      </ul>
    </section>
  );
}
