// The consultation block (#contact): its heading and text (from the services page document) and
// the services team's e-mail and phone from the CMS, and the form, which the route passes in (it
// belongs to the contact feature).
import type { ReactNode } from 'react';

import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import { telHref } from '@/lib/contact-links';

import { CONSULTATION_SECTION_ID } from '../consultation-section';
import { withServiceName } from '../service-name';
import type { ServiceDetail } from './service-detail-types';

interface ServiceConsultationProps {
  service: ServiceDetail;
  form: ReactNode;
}

export function ServiceConsultation({ service, form }: ServiceConsultationProps) {
  const email = service.contact?.servicesEmail;
  const phone = service.contact?.servicesPhone;
  const labels = service.labels;
  return (
    <section
      id={CONSULTATION_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="service-consultation-title"
      // The FAQ above sits on the plain page background too; the line marks the change of
      // section, as one does everywhere else on the site.
      className="border-t border-border outline-none"
    >
      <div className="container-page py-20 sm:py-24">
        <div className="relative isolate grid grid-cols-[minmax(0,1fr)] gap-12 overflow-hidden rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:p-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_70%_at_0%_0%,var(--brand-soft),transparent)]"
          />
          <div>
            <h2 id="service-consultation-title" className="text-heading font-bold text-balance">
              {service.consultation?.heading}
            </h2>
            {service.consultation?.text && (
              <p className="mt-4 text-lead text-pretty text-fg-muted">
                {withServiceName(service.consultation.text, service.title ?? '')}
              </p>
            )}
            <ul className="mt-8 space-y-4">
              {email && (
                <li>
                  <a
                    href={`mailto:${email}`}
                    aria-label={labels?.emailLabel ? `${labels.emailLabel}: ${email}` : undefined}
                    className="group inline-flex max-w-full flex-wrap items-center gap-3 font-medium transition-colors hover:text-brand"
                  >
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand">
                      <Icon name="mail" className="size-5" />
                    </span>
                    <span className="min-w-0 flex-[1_1_8rem] wrap-anywhere">
                      <EmailAddress email={email} />
                    </span>
                  </a>
                </li>
              )}
              {phone && (
                <li>
                  <a
                    href={telHref(phone)}
                    className="group inline-flex max-w-full flex-wrap items-center gap-3 font-medium transition-colors hover:text-brand"
                  >
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand">
                      <Icon name="phone" className="size-5" />
                    </span>
                    <span className="min-w-0 flex-[1_1_8rem]">
                      {labels?.phoneLabel && (
                        <span className="sr-only">{`${labels.phoneLabel}:`}</span>
                      )}{' '}
                      {phone}
                    </span>
                  </a>
                </li>
              )}
            </ul>
          </div>
          <div>{form}</div>
        </div>
      </div>
    </section>
  );
}
