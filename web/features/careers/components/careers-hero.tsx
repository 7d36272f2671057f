import type { MouseEvent } from 'react';

import { scrollToSection } from '@/components/motion/scroll-into-view';
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import type { CareersPageQueryResult } from '@/lib/sanity.types';

import { OPEN_POSITIONS_HEADING_ID, OPEN_POSITIONS_ID } from '../careers-copy';

type CareersHeroProps = { hero: NonNullable<CareersPageQueryResult['page']>['hero'] };

export function CareersHero({ hero }: CareersHeroProps) {
  // A real in-page link, so it also works before the scripts load; with them, it glides.
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(OPEN_POSITIONS_ID, OPEN_POSITIONS_HEADING_ID)) event.preventDefault();
  };

  return (
    <PageHero
      id="careers-hero-title"
      source={{ document: 'careersPage', field: 'hero' }}
      eyebrow={hero?.eyebrow ?? undefined}
      heading={hero?.heading}
      intro={hero?.intro}
    >
      {hero?.ctaLabel && (
        <a href={`#${OPEN_POSITIONS_ID}`} onClick={jump} className={buttonStyles.primary}>
          {hero.ctaLabel}
          <Icon name="arrow-right" className="size-5 rotate-90" />
        </a>
      )}
    </PageHero>
  );
}
