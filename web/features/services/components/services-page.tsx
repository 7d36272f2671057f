// /services: hero with 'Discuss Your Project', the nine flip
// cards, and the 'Need a Custom Solution?' banner.
import { ContentPending } from '@/components/layout/content-pending';
import { Reveal } from '@/components/motion/reveal';
import { buttonStyles } from '@/components/ui/button-styles';
import { ClosingBanner } from '@/components/ui/closing-banner';
import { PageHero } from '@/components/ui/page-hero';
import { SmartLink } from '@/components/ui/smart-link';
import { contentOrThrow } from '@/lib/page-query';

import { GRID_COLUMNS } from '../grid';
import { useServicesPage } from '../queries';
import { ServiceFlipCard } from './service-flip-card';

export function ServicesPage() {
  const data = contentOrThrow(useServicesPage());
  if (data === undefined) return <ContentPending />;
  const { page, services } = data;
  const grid = page?.grid;

  return (
    <>
      <PageHero
        id="services-hero-title"
        source={{ document: 'servicesPage', field: 'hero' }}
        eyebrow={page?.hero?.eyebrow ?? undefined}
        heading={page?.hero?.heading}
        intro={page?.hero?.intro}
      >
        {page?.hero?.cta?.href && (
          <SmartLink href={page.hero.cta.href} className={buttonStyles.primary}>
            {page.hero.cta.label}
          </SmartLink>
        )}
      </PageHero>

      <section aria-labelledby="services-grid-title" className="container-page py-20 sm:py-24">
        <h2 id="services-grid-title" className="sr-only">
          {grid?.heading}
        </h2>
        {/* With every service taken off the page, a hint about its cards would look broken. */}
        {services.length === 0 ? (
          <p className="max-w-2xl text-lead text-fg-muted">
            {grid?.emptyText}{' '}
            <SmartLink
              href={grid?.emptyLink?.href}
              className="font-medium text-brand underline decoration-brand/40 underline-offset-4 transition-colors hover:decoration-brand"
            >
              {grid?.emptyLink?.label}
            </SmartLink>
            .
          </p>
        ) : (
          <>
            <p className="mb-10 max-w-2xl text-fg-muted">{grid?.hint}</p>
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {services.map((service, index) => (
                <Reveal as="li" key={service._id} index={index % GRID_COLUMNS} className="h-full">
                  {/* On a phone the first card's picture is the largest thing on screen. */}
                  <ServiceFlipCard service={service} labels={grid} priority={index === 0} />
                </Reveal>
              ))}
            </ul>
          </>
        )}
      </section>

      {page?.customBanner && (
        <ClosingBanner
          divided
          id="services-custom-title"
          heading={page.customBanner.heading}
          text={page.customBanner.text}
          primary={page.customBanner.cta}
        />
      )}
    </>
  );
}
