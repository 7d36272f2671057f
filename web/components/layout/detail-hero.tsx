// The opening band of a detail page (a service, a case study): its text on the left and the
// CMS picture, the page's LCP image, on the right from 1024 px, over the same soft brand glow.
import type { ReactNode } from 'react';

import { CmsImage, type CmsImageValue } from '@/components/ui/cms-image';

interface DetailHeroProps {
  /** id of the h1 among the children, for the section's aria-labelledby. */
  titleId: string;
  image: CmsImageValue | null | undefined;
  /** The picture's `data-sanity` value, from useEditLink(). */
  imageEdit?: string;
  /** The text column: the way back, the h1, the description and what follows it. */
  children: ReactNode;
}

export function DetailHero({ titleId, image, imageEdit, children }: DetailHeroProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden border-b border-border"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_70%_at_15%_0%,var(--brand-soft),transparent)]"
      />
      {/* minmax(0, …): a long unbroken word in a title wraps inside its column instead of
          squeezing the picture. On paper a flex column: Chrome prints this grid, picture and
          all, in one piece, so it moved whole onto the second sheet and left the first blank. */}
      <div className="container-page grid grid-cols-1 items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:py-24 print:flex print:flex-col print:items-stretch">
        <div>{children}</div>
        <div className="overflow-hidden rounded-card border border-border bg-surface-sunken shadow-card">
          <CmsImage
            image={image}
            edit={imageEdit}
            priority
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
            className="aspect-[16/10] size-full object-cover"
          />
        </div>
      </div>
    </section>
  );
}
