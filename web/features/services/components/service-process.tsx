// The six numbered process steps, as an ordered list so the order is announced too.
import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';

import { GRID_COLUMNS } from '../grid';
import type { ServiceDetail, ServiceLabels } from './service-detail-types';

interface ServiceProcessProps {
  labels: ServiceLabels;
  steps: ServiceDetail['process'];
}

export function ServiceProcess({ labels, steps }: ServiceProcessProps) {
  return (
    <section aria-labelledby="service-process-title" className="container-page py-20 sm:py-24">
      <SectionHeading id="service-process-title" heading={labels?.processHeading} />
      <ol className="mt-12 grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
        {(steps ?? []).map((step, index) => (
          <Reveal
            as="li"
            key={step._key}
            index={index % GRID_COLUMNS}
            className="relative border-t border-border pt-6"
          >
            <span
              aria-hidden="true"
              className="text-4xl font-bold tracking-tight text-brand tabular-nums"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-lg font-semibold">
              <span className="sr-only">{`${labels?.stepLabel ?? ''} ${index + 1}:`}</span>{' '}
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-fg-muted">{step.description}</p>
          </Reveal>
        ))}
      </ol>
    </section>
  );
}
