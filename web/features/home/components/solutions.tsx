// Home section 4: the AI Automation and Blockchain practices, each card linking to its page.

import { Reveal } from '@/components/motion/reveal';
import { CmsImage } from '@/components/ui/cms-image';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartLink } from '@/components/ui/smart-link';
import { itemPath, useEditLink } from '@/lib/edit-links';
import type { HomePageQueryResult } from '@/lib/sanity.types';
import { cardFocusClass, stretchedLinkClass } from '@/components/ui/stretched-link';

import { cardClass } from './card-styles';
import { LearnMoreCue } from './learn-more-cue';

type SolutionsSection = NonNullable<NonNullable<HomePageQueryResult>['solutions']>;
type SolutionCard = NonNullable<SolutionsSection['cards']>[number];

export function Solutions({ section }: { section: SolutionsSection | null }) {
  if (!section) return null;
  return (
    <section aria-labelledby="home-solutions-title" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="home-solutions-title"
        heading={section.heading}
        intro={section.intro}
        centered
      />
      <ul className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-8">
        {section.cards?.map((card, index) => (
          <Reveal as="li" key={card._key} index={index}>
            <SolutionCardView card={card} linkLabel={section.cardLinkLabel} />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}

// The artwork is a wide 8:5 scene, so it sits above the text: beside it, cover-cropping would
// slice the scene at both sides. The one-column tablet card gets a flatter 2:1 frame, which trims
// only the empty band above and below the drawing.
function SolutionCardView({ card, linkLabel }: { card: SolutionCard; linkLabel: string | null }) {
  const editLink = useEditLink();
  return (
    <article
      className={`group ${cardClass} ${cardFocusClass} relative flex h-full flex-col overflow-hidden hover:border-brand/60`}
    >
      <div className="aspect-[8/5] shrink-0 overflow-hidden bg-surface-sunken sm:aspect-[2/1] lg:aspect-[8/5]">
        <CmsImage
          image={card.image}
          edit={editLink('homePage', `${itemPath('solutions.cards', card._key)}.image`)}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          decorative
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <h3 className="text-2xl font-bold">
          <SmartLink href={card.href} className={stretchedLinkClass}>
            {card.title}
          </SmartLink>
        </h3>
        <p className="mt-3 leading-relaxed text-fg-muted">{card.description}</p>
        {card.features && card.features.length > 0 && (
          <ul className="mt-5 grid grid-cols-1 gap-2 text-sm">
            {card.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Icon
                  name="check"
                  strokeWidth={2.5}
                  className="mt-0.5 size-4 shrink-0 text-brand"
                />
                <span className="min-w-0">{feature}</span>
              </li>
            ))}
          </ul>
        )}
        <LearnMoreCue label={linkLabel} className="mt-6" />
      </div>
    </article>
  );
}
