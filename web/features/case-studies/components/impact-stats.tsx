// 'Our Impact By Numbers': four figures that count up when they first scroll into view.
// The CMS holds them as display strings ('150%', '50+'), so the number inside is animated and
// whatever surrounds it stays as written.
import type { CSSProperties } from 'react';

import { Reveal } from '@/components/motion/reveal';
import { CountedFigure } from '@/components/motion/counted-figure';
import { useCountUp } from '@/components/motion/use-count-up';
import type { CaseStudiesPageQueryResult } from '@/lib/sanity.types';

type Impact = NonNullable<NonNullable<CaseStudiesPageQueryResult['page']>['impact']>;

/** About 2 s per counter: 50 steps of 40 ms. */
const COUNT_STEPS = 50;
const COUNT_STEP_MS = 40;

/**
 * The width of a figure's character, in em, in the bold font: a digit is 0.62 em; '%', '+' and
 * '₹' are wider, commas and points narrower, so sizing for one character more than the figure
 * holds leaves room for the wide ones.
 */
const FIGURE_CHAR_EM = 0.62;

/**
 * Figures up to this long stay two to a row on phones, at 1.5rem or more even 320 px wide.
 * Longer ones (a value may hold 12 characters) take a row each until the page is sm wide,
 * rather than shrink to the size of their labels.
 */
const TWO_UP_MAX_CHARS = 5;

/**
 * The largest font size at which a figure this long fits its tile, as a share of the tile's
 * width (cqi). All four figures take the size of the longest, so tiles side by side match.
 */
function figureFit(longest: number) {
  return `${(100 / ((longest + 1) * FIGURE_CHAR_EM)).toFixed(2)}cqi`;
}

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
  const stats = impact.stats ?? [];
  const longest = Math.max(1, ...stats.map((stat) => stat.value?.length ?? 0));
  const columns = longest > TWO_UP_MAX_CHARS ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2';
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
        {/* One figure a row under 19rem (only with enlarged text on a phone), so they stack
            instead of squeezing. Each tile is a container so its figure shrinks with it; content
            starts at the top so figures side by side line up whatever their labels' length. */}
        <dl
          className={`mt-12 grid gap-6 lg:grid-cols-4 @max-[19rem]:grid-cols-1 ${columns}`}
          style={{ '--figure-fit': figureFit(longest) } as CSSProperties}
        >
          {stats.map((stat, index) => (
            <Reveal
              key={stat._key}
              index={index}
              className="@container flex flex-col-reverse items-center justify-end rounded-card border border-border bg-surface-raised px-4 py-8 text-center shadow-card"
            >
              <dt className="mt-2 text-sm font-medium text-fg-muted sm:text-base">{stat.label}</dt>
              <dd className="text-[length:min(var(--text-4xl),var(--figure-fit))] leading-[1.1] font-bold tracking-tight wrap-anywhere text-brand sm:text-[length:min(var(--text-5xl),var(--figure-fit))]">
                {stat.value && <Figure value={stat.value} />}
              </dd>
            </Reveal>
          ))}
        </dl>
      </div>
    </section>
  );
}
