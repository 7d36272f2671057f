// "What we offer": the six features of the service as cards.
import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';

import { GRID_COLUMNS } from '../grid';
import type { ServiceDetail } from './service-detail-types';

interface ServiceOfferingsProps {
  heading: string | null | undefined;
  features: ServiceDetail['features'];
}

export function ServiceOfferings({ heading, features }: ServiceOfferingsProps) {
  return (
    <section
      aria-labelledby="service-offerings-title"
      className="border-y border-border bg-surface-sunken/60"
    >
      <div className="container-page py-20 sm:py-24">
        <SectionHeading id="service-offerings-title" heading={heading} />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {(features ?? []).map((feature, index) => (
            <Reveal as="li" key={feature._key} index={index % GRID_COLUMNS}>
              <article className="h-full rounded-card border border-border bg-surface-raised p-6 shadow-card transition-colors hover:border-brand/60 sm:p-7">
                <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand" />
                <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-fg-muted">{feature.description}</p>
              </article>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
