// The service page's hero: the title (the page's h1), its description, the CMS picture as the
// page's LCP image, and 'Get Started', which scrolls smoothly to the consultation block.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

import { DetailHero } from '@/components/layout/detail-hero';
import { scrollToSection } from '@/components/motion/scroll-into-view';
import { accentClasses } from '@/components/ui/accent-colors';
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { Paragraphs } from '@/components/ui/paragraphs';
import { useEditLink } from '@/lib/edit-links';
import { paths } from '@/lib/paths';

import { CONSULTATION_SECTION_ID } from '../consultation-section';
import type { ServiceDetail } from './service-detail-types';

interface ServiceDetailHeroProps {
  service: ServiceDetail;
}

export function ServiceDetailHero({ service }: ServiceDetailHeroProps) {
  const accent = accentClasses(service.color);
  const editLink = useEditLink();

  // The link works without script too (#contact); with script the jump is smooth and focus
  // moves into the block, so the next Tab lands in the form.
  function scrollToConsultation(event: MouseEvent<HTMLAnchorElement>) {
    if (scrollToSection(CONSULTATION_SECTION_ID)) event.preventDefault();
  }

  return (
    <DetailHero
      titleId="service-hero-title"
      image={service.image}
      imageEdit={editLink({ id: service._id, type: 'service' }, 'image')}
    >
      <nav aria-label={service.labels?.breadcrumbLabel ?? undefined}>
        <ol className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <li>
            <Link
              to={paths.services}
              prefetch="intent"
              className="underline-offset-4 hover:text-fg hover:underline"
            >
              {service.labels?.breadcrumbServices}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="min-w-0 font-medium text-fg">
            {service.title}
          </li>
        </ol>
      </nav>
      <span
        className={`mt-8 inline-flex size-14 items-center justify-center rounded-control ring-1 ${accent.tile}`}
      >
        <Icon name={service.icon} className="size-7" />
      </span>
      <h1
        id="service-hero-title"
        className="mt-6 text-display font-bold text-balance"
        data-sanity={editLink({ id: service._id, type: 'service' }, 'title')}
      >
        {service.title}
      </h1>
      <Paragraphs
        text={service.heroDescription}
        className="mt-6 max-w-2xl text-lead text-pretty text-fg-muted"
      />
      <div className="mt-10">
        <a
          href={`#${CONSULTATION_SECTION_ID}`}
          onClick={scrollToConsultation}
          className={buttonStyles.primary}
        >
          {service.labels?.getStarted}
          <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </DetailHero>
  );
}
