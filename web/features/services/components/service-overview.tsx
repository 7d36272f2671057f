// Overview and benefits side by side: what the service is, then the six benefits.
import { Icon } from '@/components/ui/icon';
import { Paragraphs } from '@/components/ui/paragraphs';

import type { ServiceDetail } from './service-detail-types';

interface ServiceOverviewProps {
  service: ServiceDetail;
}

export function ServiceOverview({ service }: ServiceOverviewProps) {
  return (
    <div className="container-page grid grid-cols-1 gap-12 py-20 sm:py-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
      <section aria-labelledby="service-overview-title">
        <h2 id="service-overview-title" className="text-heading font-bold">
          {service.labels?.overviewHeading}
        </h2>
        <Paragraphs text={service.overview} className="mt-6 text-lead text-pretty text-fg-muted" />
      </section>
      <section
        aria-labelledby="service-benefits-title"
        className="rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-8"
      >
        <h2 id="service-benefits-title" className="text-xl font-semibold">
          {service.labels?.benefitsHeading}
        </h2>
        <ul className="mt-6 space-y-4">
          {(service.benefits ?? []).map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon name="check" className="size-4" />
              </span>
              <span className="min-w-0">{benefit}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
