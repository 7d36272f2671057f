import type { EditSource } from '@/lib/edit-links';

import { CarouselPicture } from './carousel-picture';
import type { CarouselImage } from './carousel-slides';
import { MAX_SLIDES_PER_VIEW, PAUSE_ROW_CLASS } from './carousel-config';

// Which pictures show at which width, mirroring carouselConfig.breakpoints with Tailwind's
// screens (sm = 640 px, lg = 1024 px) so the still row and the carousel line up exactly.
const VISIBILITY = [
  '',
  'hidden min-[320px]:block',
  'hidden sm:block',
  'hidden lg:block',
  'hidden lg:block',
];

/**
 * The carousel before Swiper arrives: the first pictures in a still row at the carousel's sizes,
 * with room for its pause button, so nothing shifts. The first picture is often the page's
 * largest element, so it loads at once and first; the rest load lazily.
 */
export function StaticCarouselRow({
  images,
  source,
}: {
  images: readonly CarouselImage[];
  /** The document and the array the pictures are edited in. */
  source?: EditSource;
}) {
  return (
    <div>
      <ul className="grid grid-cols-1 gap-6 min-[320px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
        {images.slice(0, MAX_SLIDES_PER_VIEW).map((image, index) => (
          <li key={image._key} className={VISIBILITY[index]}>
            <CarouselPicture image={image} priority={index === 0} source={source} />
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className={PAUSE_ROW_CLASS} />
    </div>
  );
}
