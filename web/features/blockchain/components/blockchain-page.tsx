import { ImageCarousel } from '@/components/carousel/image-carousel';
import { Reveal } from '@/components/motion/reveal';
import { ClosingBanner } from '@/components/ui/closing-banner';
import { OfferingCard } from '@/components/ui/offering-card';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';

import { useBlockchainPage } from '../queries';
import { TechnologyGrid } from './technology-grid';

export function BlockchainPage() {
  const { data } = useBlockchainPage();
  if (!data) return null;
  const { hero, carousel, services, technologies, banner } = data;
  return (
    <>
      <PageHero
        id="blockchain-hero-title"
        eyebrow="Blockchain"
        heading={hero?.heading}
        intro={hero?.intro}
      />
      <ImageCarousel images={carousel} label="Blockchain gallery" />
      {services?.cards && services.cards.length > 0 && (
        <section
          aria-labelledby="blockchain-services-heading"
          className="container-page py-20 sm:py-24"
        >
          <SectionHeading id="blockchain-services-heading" heading={services.heading} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {services.cards.map((card, index) => (
              <Reveal as="li" key={card._key} index={index}>
                <OfferingCard card={card} />
              </Reveal>
            ))}
          </ul>
        </section>
      )}
      <TechnologyGrid technologies={technologies} />
      {banner && (
        <ClosingBanner
          id="blockchain-banner-heading"
          heading={banner.heading}
          text={banner.text}
          primary={banner.primary}
          secondary={banner.secondary}
        />
      )}
    </>
  );
}
