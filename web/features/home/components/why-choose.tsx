// Home section 3: six reasons, each with a figure that counts up from 0 when it first scrolls
// into view: 50 steps over 2000 ms.
import { Reveal } from '@/components/motion/reveal';
import { CountedFigure } from '@/components/motion/counted-figure';
import { useCountUp } from '@/components/motion/use-count-up';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HomePageQueryResult } from '@/lib/sanity.types';

import { cardClass } from './card-styles';

type WhyChooseSection = NonNullable<NonNullable<HomePageQueryResult>['whyChoose']>;
type WhyChooseCard = NonNullable<WhyChooseSection['cards']>[number];

export const WHY_CHOOSE_COUNT_STEPS = 50;
export const WHY_CHOOSE_STEP_MS = 40;

export function WhyChoose({ section }: { section: WhyChooseSection | null }) {
  if (!section) return null;
  return (
    <section
      aria-labelledby="home-why-title"
      className="border-y border-border bg-surface-sunken/60"
    >
      <div className="container-page py-20 sm:py-24">
        <SectionHeading
          id="home-why-title"
          heading={section.heading}
          intro={section.intro}
          centered
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {section.cards?.map((card, index) => (
            <Reveal as="li" key={card._key} index={index}>
              <ReasonCard card={card} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ReasonCard({ card }: { card: WhyChooseCard }) {
  const { ref, value } = useCountUp<HTMLParagraphElement>(card.stat ?? 0, {
    steps: WHY_CHOOSE_COUNT_STEPS,
    stepMs: WHY_CHOOSE_STEP_MS,
  });
  // The heading comes first in the page, so heading navigation lands on the card before its
  // figure is read; the figure still shows above it (nothing in a card takes focus, so the two
  // orders cannot disagree for a keyboard).
  return (
    <article
      className={`${cardClass} flex h-full flex-col bg-[radial-gradient(circle_at_100%_0%,var(--brand-soft),transparent_55%)] p-6 hover:border-brand/60 sm:p-7`}
    >
      <h3 className="mt-6 text-lg font-semibold">{card.title}</h3>
      <div className="order-first">
        <p
          ref={ref}
          className="text-4xl font-extrabold tracking-tight text-brand tabular-nums sm:text-5xl"
        >
          <CountedFigure
            shown={`${card.prefix ?? ''}${value}${card.suffix ?? ''}`}
            final={`${card.prefix ?? ''}${card.stat ?? 0}${card.suffix ?? ''}`}
          />
        </p>
        <p className="mt-1 text-sm font-semibold tracking-wide text-fg-muted uppercase">
          {card.statText}
        </p>
      </div>
      <p className="mt-2 leading-relaxed text-fg-muted">{card.description}</p>
    </article>
  );
}
