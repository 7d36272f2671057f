// The service page's hero: the title (the page's h1), its description, the CMS picture as the
// page's LCP image, and 'Get Started', which scrolls smoothly to the consultation block.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

import { usePrefersReducedMotion } from '@/components/motion/use-prefers-reduced-motion';
import { accentClasses } from '@/components/ui/accent-colors';
import { buttonStyles } from '@/components/ui/button-styles';
import { CmsImage } from '@/components/ui/cms-image';
import { Icon } from '@/components/ui/icon';
import { Paragraphs } from '@/components/ui/paragraphs';
import { paths } from '@/lib/paths';

import { CONSULTATION_SECTION_ID, serviceDetailCopy } from '../service-detail-copy';
import type { ServiceDetail } from './service-detail-types';

interface ServiceDetailHeroProps {
  service: ServiceDetail;
}

export function ServiceDetailHero({ service }: ServiceDetailHeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const accent = accentClasses(service.color);

  // The link works without script too (#contact); with script the jump is smooth and focus
  // moves into the block, so the next Tab lands in the form.
  function scrollToConsultation(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(CONSULTATION_SECTION_ID);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <section
      aria-labelledby="service-hero-title"
      className="relative isolate overflow-hidden border-b border-border"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_70%_at_15%_0%,var(--brand-soft),transparent)]"
      />
      {/* On paper a flex column: Chrome prints this grid, picture and all, in one piece, so it
          moved whole onto the second sheet and left the first one blank. */}
      <div className="container-page grid grid-cols-1 items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:py-24 print:flex print:flex-col print:items-stretch">
        <div>
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
              <li>
                <Link
                  to={paths.services}
                  className="underline-offset-4 hover:text-fg hover:underline"
                >
                  Services
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
          <h1 id="service-hero-title" className="mt-6 text-display font-bold text-balance">
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
              {serviceDetailCopy.getStarted}
              <Icon name="arrow-right" className="size-4" />
            </a>
          </div>
        </div>
        <div className="overflow-hidden rounded-card border border-border bg-surface-sunken shadow-card">
          <CmsImage
            image={service.image}
            priority
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
            className="aspect-[16/10] size-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
