import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CareersPageQueryResult } from '@/lib/sanity.types';

type HiringProcessProps = { process: NonNullable<CareersPageQueryResult['page']>['process'] };

/** The application steps in order, as an ordered list. */
export function HiringProcess({ process }: HiringProcessProps) {
  if (!process?.steps?.length) return null;
  return (
    <section aria-labelledby="process-heading" className="border-t border-border">
      <div className="container-page py-20 sm:py-24">
        <SectionHeading id="process-heading" heading={process.heading} />
        <ol className="mt-12 grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-5">
          {process.steps.map((step, index) => (
            <Reveal as="li" key={step._key} index={index} className="relative">
              <div className="flex items-center gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-brand-fg">
                  {index + 1}
                </span>
                <span aria-hidden="true" className="hidden h-px flex-1 bg-border lg:block" />
              </div>
              <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-fg-muted">{step.description}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
