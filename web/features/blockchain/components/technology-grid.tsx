import { Reveal } from '@/components/motion/reveal';
import { CmsImage } from '@/components/ui/cms-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { itemPath, useEditLink } from '@/lib/edit-links';
import type { BlockchainPageQueryResult } from '@/lib/sanity.types';

type TechnologyGridProps = { technologies: NonNullable<BlockchainPageQueryResult>['technologies'] };

/** 'Specializations': the platforms the team builds on, with the date the list was checked. */
export function TechnologyGrid({ technologies }: TechnologyGridProps) {
  const editLink = useEditLink();
  if (!technologies?.cards?.length) return null;
  return (
    <section
      aria-labelledby="technologies-heading"
      className="border-y border-border bg-surface-sunken/60"
    >
      <div className="container-page py-20 sm:py-24">
        <SectionHeading
          id="technologies-heading"
          heading={technologies.heading}
          aside={technologies.note}
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {technologies.cards.map((card, index) => (
            <Reveal as="li" key={card._key} index={index}>
              {/* The text needs 9rem beside the logo, or it goes under it (with larger text). */}
              <div className="flex h-full flex-wrap content-start gap-5 rounded-card border border-border bg-surface-raised p-6 shadow-card transition-colors hover:border-brand/60">
                <div className="flex size-16 shrink-0 items-center justify-center rounded-control bg-surface-sunken p-2.5">
                  <CmsImage
                    image={card.logo}
                    edit={editLink(
                      'blockchainPage',
                      `${itemPath('technologies.cards', card._key)}.logo`,
                    )}
                    sizes="44px"
                    className="size-full object-contain"
                  />
                </div>
                <div className="min-w-0 flex-[1_1_9rem]">
                  <h3 className="text-lg font-semibold">{card.name}</h3>
                  <p className="mt-1.5 leading-relaxed text-fg-muted">{card.description}</p>
                </div>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
