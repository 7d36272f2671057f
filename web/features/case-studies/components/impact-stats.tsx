// 'Our Impact By Numbers': four figures that count up when they first scroll into view.
// The CMS holds them as display strings ('150%', '50+'), so the number inside is animated and
// whatever surrounds it stays as written.
import { Reveal } from '@/components/motion/reveal';
import { CountedFigure } from '@/components/motion/counted-figure';
import { useCountUp } from '@/components/motion/use-count-up';
import type { CaseStudiesPageQueryResult } from '@/lib/sanity.types';

type Impact = NonNullable<NonNullable<CaseStudiesPageQueryResult['page']>['impact']>;

/** About 2 s per counter: 50 steps of 40 ms (SPEC.md section 4, Counters). */
const COUNT_STEPS = 50;
const COUNT_STEP_MS = 40;

function splitFigure(value: string) {
  const match = /^(\D*)(\d+)(.*)$/.exec(value);
  return match
    ? { prefix: match[1] ?? '', number: Number(match[2]), suffix: match[3] ?? '' }
    : null;
}

function Figure({ value }: { value: string }) {
  const parts = splitFigure(value);
  const { ref, value: current } = useCountUp<HTMLSpanElement>(parts?.number ?? 0, {
    steps: COUNT_STEPS,
    stepMs: COUNT_STEP_MS,
  });
  if (!parts) return <span>{value}</span>;
  return (
    <span ref={ref} className="tabular-nums">
      <CountedFigure shown={`${parts.prefix}${current}${parts.suffix}`} final={value} />
    </span>
  );
}

interface ImpactStatsProps {
  impact: Impact;
}

export function ImpactStats({ impact }: ImpactStatsProps) {
  return (
    <section
      aria-labelledby="case-studies-impact-title"
      className="border-y border-border bg-surface-sunken/60"
    >
      <div className="container-page py-20 sm:py-24">
        <h2
          id="case-studies-impact-title"
          className="text-center text-heading font-bold text-balance"
        >
          {impact.heading}
        </h2>
        {/* One figure a row where the page is under 19rem wide (no phone at normal text size),
            so with text enlarged on a phone they stack instead of squeezing. */}
        <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4 @max-[19rem]:grid-cols-1">
          {(impact.stats ?? []).map((stat, index) => (
            <Reveal
              key={stat._key}
              index={index}
              className="flex flex-col-reverse items-center rounded-card border border-border bg-surface-raised px-4 py-8 text-center shadow-card"
            >
              <dt className="mt-2 text-sm font-medium text-fg-muted sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-brand sm:text-5xl">
                {stat.value && <Figure value={stat.value} />}
              </dd>
            </Reveal>
          ))}
        </dl>
      </div>
    </section>
  );
}
