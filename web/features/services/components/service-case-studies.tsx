// Two short success stories for the service, each with its results, and the way on to every
// case study.
import { Reveal } from '@/components/motion/reveal';
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartLink } from '@/components/ui/smart-link';

import type { ServiceDetail, ServiceLabels } from './service-detail-types';

interface ServiceCaseStudiesProps {
  labels: ServiceLabels;
  caseStudies: ServiceDetail['caseStudies'];
}

export function ServiceCaseStudies({ labels, caseStudies }: ServiceCaseStudiesProps) {
  return (
    <section
      aria-labelledby="service-case-studies-title"
      className="border-y border-border bg-surface-sunken/60"
    >
      <div className="container-page py-20 sm:py-24">
        <SectionHeading id="service-case-studies-title" heading={labels?.caseStudiesHeading} />
        <ul className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-2">
          {(caseStudies ?? []).map((study, index) => (
            <Reveal as="li" key={study._key} index={index}>
              <article className="h-full rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-8">
                <h3 className="text-xl font-semibold">{study.title}</h3>
                <p className="mt-3 leading-relaxed text-fg-muted">{study.description}</p>
                <h4 className="mt-6 text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase">
                  {labels?.resultsHeading}
                </h4>
                <ul className="mt-3 space-y-2.5">
                  {(study.results ?? []).map((result) => (
                    <li key={result} className="flex gap-2.5">
                      <Icon name="trending-up" className="mt-0.5 size-5 shrink-0 text-success" />
                      <span className="min-w-0 font-medium">{result}</span>
                    </li>
                  ))}
                </ul>
              </article>
            </Reveal>
          ))}
        </ul>
        {labels?.caseStudiesLink?.href && (
          <div className="mt-10">
            <SmartLink href={labels.caseStudiesLink.href} className={buttonStyles.secondary}>
              {labels.caseStudiesLink.label}
              <Icon name="arrow-right" className="size-4" />
            </SmartLink>
          </div>
        )}
      </div>
    </section>
  );
}
