// 'Our Development Impact': counters that step every 30 ms up to their targets (20 websites,
// 10 apps, 1M lines), the 30+ countries claim and 'Explore Our Services'.
import { Reveal } from '@/components/motion/reveal';
import { CountedFigure } from '@/components/motion/counted-figure';
import { useCountUp } from '@/components/motion/use-count-up';
import { buttonStyles } from '@/components/ui/button-styles';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartLink } from '@/components/ui/smart-link';
import type { AboutPageQueryResult } from '@/lib/sanity.types';

type AboutPage = NonNullable<AboutPageQueryResult>;
type ImpactSectionData = NonNullable<AboutPage['impact']>;
type Counter = NonNullable<ImpactSectionData['counters']>[number];

interface ImpactSectionProps {
  section: ImpactSectionData | null;
  cta: AboutPage['cta'];
}

/** Counters step every 30 ms. */
export const ABOUT_COUNTER_STEP_MS = 30;

/**
 * A figure typed out in full (1000000 rather than 1 with 'M+') would count one by one for
 * hours: past 100 steps (3 s) the counter takes bigger steps instead.
 */
export const ABOUT_COUNTER_MAX_STEPS = 100;

const tileClass =
  'border-border bg-surface-raised shadow-card rounded-card flex h-full flex-col-reverse justify-end border p-7 text-center';

export function ImpactSection({ section, cta }: ImpactSectionProps) {
  if (!section) return null;
  return (
    <section aria-labelledby="about-impact-title" className="container-page py-20 sm:py-24">
      <SectionHeading id="about-impact-title" heading={section.heading} centered />
      <dl className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.counters?.map((counter, index) => (
          <CounterTile key={counter._key} counter={counter} index={index} />
        ))}
        {section.countries && (
          <Reveal index={section.counters?.length ?? 0} className={tileClass}>
            <dt className="mt-2 font-medium text-fg-muted">{section.countriesLabel}</dt>
            <dd className="text-5xl font-extrabold tracking-tight text-brand">
              {section.countries}
            </dd>
          </Reveal>
        )}
      </dl>
      {cta?.href && (
        <div className="mt-14 flex justify-center">
          <SmartLink href={cta.href} className={buttonStyles.primary}>
            {cta.label}
          </SmartLink>
        </div>
      )}
    </section>
  );
}

/** One step per unit of the target, so each counter ticks up by one every 30 ms. */
function CounterTile({ counter, index }: { counter: Counter; index: number }) {
  const target = counter.value ?? 0;
  const { ref, value } = useCountUp<HTMLElement>(target, {
    steps: Math.min(ABOUT_COUNTER_MAX_STEPS, Math.max(1, Math.round(target))),
    stepMs: ABOUT_COUNTER_STEP_MS,
  });
  return (
    <Reveal index={index} className={tileClass}>
      <dt className="mt-2 font-medium text-fg-muted">{counter.label}</dt>
      <dd ref={ref} className="text-5xl font-extrabold tracking-tight text-brand tabular-nums">
        <CountedFigure
          shown={`${value.toLocaleString('en-US')}${counter.suffix ?? ''}`}
          final={`${target.toLocaleString('en-US')}${counter.suffix ?? ''}`}
        />
      </dd>
    </Reveal>
  );
}
