// Home section 2: six service cards, each linking to its detail page, then 'View All Services'
// and the custom-solution call to action.
import { Link } from 'react-router';

import { Reveal } from '@/components/motion/reveal';
import { buttonStyles } from '@/components/ui/button-styles';
import { CmsImage } from '@/components/ui/cms-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartLink } from '@/components/ui/smart-link';
import { useEditLink } from '@/lib/edit-links';
import { paths } from '@/lib/paths';
import type { HomePageQueryResult } from '@/lib/sanity.types';
import { cardFocusClass, stretchedLinkClass } from '@/components/ui/stretched-link';

import { cardClass } from './card-styles';
import { LearnMoreCue } from './learn-more-cue';

type ServicesSection = NonNullable<NonNullable<HomePageQueryResult>['servicesSection']>;
type ServiceSummary = NonNullable<ServicesSection['services']>[number];

export function ServicesOverview({ section }: { section: ServicesSection | null }) {
  if (!section) return null;
  const services = (section.services ?? []).filter((service) => service.slug);
  return (
    <section aria-labelledby="home-services-title" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="home-services-title"
        heading={section.heading}
        intro={section.intro}
        centered
      />
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) => (
          <Reveal as="li" key={service._id} index={index}>
            <ServiceCard service={service} linkLabel={section.cardLinkLabel} />
          </Reveal>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center sm:gap-4">
        {section.allServicesCta?.href && (
          <SmartLink href={section.allServicesCta.href} className={buttonStyles.primary}>
            {section.allServicesCta.label}
          </SmartLink>
        )}
        {section.customCta?.href && (
          <SmartLink href={section.customCta.href} className={buttonStyles.secondary}>
            {section.customCta.label}
          </SmartLink>
        )}
      </div>
    </section>
  );
}

function ServiceCard({
  service,
  linkLabel,
}: {
  service: ServiceSummary;
  linkLabel: string | null;
}) {
  // A service whose detail page was switched off after it was featured shows as a plain card.
  const href = service.hasDetailPage && service.slug ? paths.service(service.slug) : null;
  const editLink = useEditLink();
  return (
    <article
      className={`group ${cardClass} ${cardFocusClass} relative flex h-full flex-col overflow-hidden hover:-translate-y-1 hover:border-brand/60`}
    >
      <div className="aspect-[8/5] overflow-hidden bg-surface-sunken">
        <CmsImage
          image={service.image}
          edit={editLink({ id: service._id, type: 'service' }, 'image')}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          decorative
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">
          {href ? (
            <Link to={href} prefetch="intent" className={stretchedLinkClass}>
              {service.title}
            </Link>
          ) : (
            service.title
          )}
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-fg-muted">{service.shortDescription}</p>
        {href && <LearnMoreCue label={linkLabel} className="mt-5" />}
      </div>
    </article>
  );
}
