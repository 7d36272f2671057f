import type { CmsImageValue } from '@/components/ui/cms-image';

export interface CarouselImage extends CmsImageValue {
  _key: string;
}

export interface CarouselSlide {
  key: string;
  image: CarouselImage;
  /** A repeat of an earlier picture: hidden from assistive technology, which met it already. */
  duplicate: boolean;
}

/** The pictures in order, repeated whole until there are at least `minimum` slides. */
export function buildCarouselSlides(
  images: readonly CarouselImage[],
  minimum: number,
): CarouselSlide[] {
  if (images.length === 0) return [];
  const rounds = Math.max(1, Math.ceil(minimum / images.length));
  return Array.from({ length: rounds }, (_, round) =>
    images.map((image) => ({ key: `${image._key}-${round}`, image, duplicate: round > 0 })),
  ).flat();
}

/** The pause button's names while the strip moves and while it is paused, from the CMS. */
export interface PauseLabels {
  pause: string | null | undefined;
  play: string | null | undefined;
}
