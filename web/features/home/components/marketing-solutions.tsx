// Home section 7: the two marketing practices of the group, each opening its own site in a new tab.
import { Reveal } from '@/components/motion/reveal';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartLink } from '@/components/ui/smart-link';
import type { HomePageQueryResult } from '@/lib/sanity.types';

import { cardClass } from './card-styles';

type MarketingSection = NonNullable<NonNullable<HomePageQueryResult>['marketing']>;

const CARD_ICONS = ['megaphone', 'trending-up'] as const;

export function MarketingSolutions({ section }: { section: MarketingSection | null }) {
  if (!section) return null;
  return (
    <section aria-labelledby="home-marketing-title" className="container-page pb-20 sm:pb-24">
      <SectionHeading
        id="home-marketing-title"
        heading={section.heading}
        intro={section.intro}
        centered
      />
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2">
        {section.cards?.map((card, index) => (
          <Reveal as="li" key={card._key} index={index}>
            <article
              className={`${cardClass} flex h-full flex-col p-6 hover:border-brand/60 sm:p-8`}
            >
              <span className="inline-flex size-12 items-center justify-center rounded-control bg-brand-soft text-brand">
                <Icon name={CARD_ICONS[index % CARD_ICONS.length]} />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{card.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-fg-muted">{card.description}</p>
              {card.url && (
                <SmartLink
                  href={card.url}
                  className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline"
                >
                  {card.ctaLabel}
                  <Icon name="external-link" strokeWidth={2} className="size-4" />
                </SmartLink>
              )}
            </article>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
