import { ImageCarousel } from '@/components/carousel/image-carousel';
import { Reveal } from '@/components/motion/reveal';
import { ClosingBanner } from '@/components/ui/closing-banner';
import { IconCard } from '@/components/ui/icon-card';
import { OfferingCard } from '@/components/ui/offering-card';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';

import { useAiAutomationPage } from '../queries';

export function AiAutomationPage() {
  const { data } = useAiAutomationPage();
  if (!data) return null;
  const { hero, carousel, services, benefits, banner } = data;
  return (
    <>
      <PageHero
        id="ai-hero-title"
        eyebrow="AI Automation"
        heading={hero?.heading}
        intro={hero?.intro}
      />
      <ImageCarousel images={carousel} label="AI agents gallery" />
      {services?.cards && services.cards.length > 0 && (
        <section aria-labelledby="ai-services-heading" className="container-page py-20 sm:py-24">
          <SectionHeading id="ai-services-heading" heading={services.heading} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {services.cards.map((card, index) => (
              <Reveal as="li" key={card._key} index={index}>
                <OfferingCard card={card} />
              </Reveal>
            ))}
          </ul>
        </section>
      )}
      {benefits?.cards && benefits.cards.length > 0 && (
        <section
          aria-labelledby="ai-benefits-heading"
          className="border-y border-border bg-surface-sunken/60"
        >
          <div className="container-page py-20 sm:py-24">
            <SectionHeading id="ai-benefits-heading" heading={benefits.heading} />
            <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {benefits.cards.map((card, index) => (
                <Reveal as="li" key={card._key} index={index}>
                  <IconCard icon={card.icon} title={card.title} description={card.description} />
                </Reveal>
              ))}
            </ul>
          </div>
        </section>
      )}
      {banner && (
        <ClosingBanner
          id="ai-banner-heading"
          heading={banner.heading}
          text={banner.text}
          primary={banner.primary}
          secondary={banner.secondary}
        />
      )}
    </>
  );
}
