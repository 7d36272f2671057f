// The four questions as native disclosures (<details>/<summary>): keyboard and screen-reader
// support come with the element, and the answers are in the page for search engines.
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

import type { ServiceDetail } from './service-detail-types';

interface ServiceFaqProps {
  heading: string | null | undefined;
  faq: ServiceDetail['faq'];
}

export function ServiceFaq({ heading, faq }: ServiceFaqProps) {
  return (
    <section aria-labelledby="service-faq-title" className="container-page py-20 sm:py-24">
      <SectionHeading id="service-faq-title" heading={heading} />
      <div className="mt-10 max-w-3xl space-y-4">
        {(faq ?? []).map((item) => (
          <details
            key={item._key}
            className="group rounded-card border border-border bg-surface-raised transition-colors open:border-brand/50"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-5 text-left font-semibold transition-colors hover:text-brand sm:p-6 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0">{item.question}</span>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-5 pb-6 leading-relaxed text-fg-muted sm:px-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
