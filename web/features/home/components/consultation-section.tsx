// Home section 8: the consultation enquiry, reachable as #contact. The form itself comes from
// the contact feature through the route.
import type { ReactNode } from 'react';

import type { HomePageQueryResult } from '@/lib/sanity.types';

type ContactCopy = NonNullable<HomePageQueryResult>['contact'];

interface ConsultationSectionProps {
  copy: ContactCopy;
  children: ReactNode;
}

export function ConsultationSection({ copy, children }: ConsultationSectionProps) {
  return (
    <section
      id="contact"
      aria-labelledby="home-contact-title"
      className="relative isolate overflow-hidden border-t border-border"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_70%_at_0%_100%,var(--brand-soft),transparent)]"
      />
      <div className="container-page grid grid-cols-1 gap-10 py-20 sm:py-24 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div className="lg:pt-6">
          <h2 id="home-contact-title" className="text-heading font-bold text-balance">
            {copy?.heading}
          </h2>
          {copy?.intro && <p className="mt-4 text-lead text-pretty text-fg-muted">{copy.intro}</p>}
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}
