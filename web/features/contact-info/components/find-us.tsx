import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ContactPageQueryResult } from '@/lib/sanity.types';

import { BusinessHours } from './business-hours';
import { MapPanel } from './map-panel';

type Page = NonNullable<ContactPageQueryResult['page']>;
type Settings = NonNullable<ContactPageQueryResult['settings']>;

interface FindUsProps {
  findUs: Page['findUs'];
  office: Page['office'];
  address: string | null | undefined;
  hours: Settings['businessHours'];
}

export function FindUs({ findUs, office, address, hours }: FindUsProps) {
  return (
    <section
      aria-labelledby="find-us-heading"
      className="border-y border-border bg-surface-sunken/60"
    >
      <div className="container-page py-20 sm:py-24">
        <SectionHeading id="find-us-heading" heading={findUs?.heading} intro={findUs?.text} />
        <div className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <article
            aria-labelledby="office-heading"
            className="flex flex-col gap-6 rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-control bg-brand-soft text-brand">
                <Icon name="home" className="size-5" />
              </span>
              <h3 id="office-heading" className="min-w-0 text-xl font-bold">
                {office?.heading}
              </h3>
            </div>
            {office?.text && <p className="leading-relaxed text-fg-muted">{office.text}</p>}
            {address && (
              <address className="font-medium whitespace-pre-line not-italic">{address}</address>
            )}
            <BusinessHours heading={office?.hoursHeading} hours={hours} />
          </article>
          {address && <MapPanel address={address} linkLabel={findUs?.mapLinkLabel} />}
        </div>
      </div>
    </section>
  );
}
