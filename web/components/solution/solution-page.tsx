// The layout /ai-automation and /blockchain share: hero, picture carousel,
// the service cards, one section of the page's own, and a closing banner.
import type { ReactNode } from 'react';

import { ImageCarousel } from '@/components/carousel/image-carousel';
import type { CarouselImage } from '@/components/carousel/carousel-slides';
import { Reveal } from '@/components/motion/reveal';
import { ClosingBanner } from '@/components/ui/closing-banner';
import { OfferingCard, type OfferingCardValue } from '@/components/ui/offering-card';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { itemPath } from '@/lib/edit-links';

type BannerProps = Parameters<typeof ClosingBanner>[0];

/** The fields both pages' queries return for the shared sections. */
export interface SolutionPageContent {
  hero?: { eyebrow?: string | null; heading?: string | null; intro?: string | null } | null;
  carousel?: readonly CarouselImage[] | null;
  carouselLabels?: {
    name: string | null;
    pause: string | null;
    play: string | null;
  } | null;
  services?: { heading?: string | null; cards?: readonly OfferingCardValue[] | null } | null;
  banner?: Omit<BannerProps, 'id'> | null;
}

interface SolutionPageProps {
  /** Prefix of the section heading ids, e.g. 'ai' gives 'ai-hero-title'. */
  idPrefix: string;
  content: SolutionPageContent;
  /** The page's own section, between the service cards and the banner. */
  children?: ReactNode;
  /** The page's document, where its hero, pictures and cards are edited. */
  document: string;
}

export function SolutionPage({ idPrefix, content, children, document }: SolutionPageProps) {
  const { hero, carousel, carouselLabels, services, banner } = content;
  const servicesHeadingId = `${idPrefix}-services-heading`;
  return (
    <>
      <PageHero
        id={`${idPrefix}-hero-title`}
        eyebrow={hero?.eyebrow ?? undefined}
        heading={hero?.heading}
        intro={hero?.intro}
        source={{ document, field: 'hero' }}
      />
      <ImageCarousel
        images={carousel}
        label={carouselLabels?.name}
        pauseLabels={{ pause: carouselLabels?.pause, play: carouselLabels?.play }}
        source={{ document, field: 'carousel' }}
      />
      {services?.cards && services.cards.length > 0 && (
        <section aria-labelledby={servicesHeadingId} className="container-page py-20 sm:py-24">
          <SectionHeading id={servicesHeadingId} heading={services.heading} />
          <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {services.cards.map((card, index) => (
              <Reveal as="li" key={card._key} index={index}>
                <OfferingCard
                  card={card}
                  source={{ document, field: itemPath('services.cards', card._key) }}
                />
              </Reveal>
            ))}
          </ul>
        </section>
      )}
      {children}
      {banner && <ClosingBanner id={`${idPrefix}-banner-heading`} {...banner} />}
    </>
  );
}
