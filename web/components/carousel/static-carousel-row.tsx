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
 * The carousel before Swiper arrives (pre-rendered HTML, then while its chunk loads): the first
 * pictures in a still row, each at the size and gap the carousel gives it, and the room its
 * pause button will take, so nothing shifts. The first picture, shown at every width, is
 * the page's largest element on many screens, so it loads at once and first; the rest load
 * lazily (issue 5).
 */
export function StaticCarouselRow({ images }: { images: readonly CarouselImage[] }) {
  return (
    <div>
      <ul className="grid grid-cols-1 gap-6 min-[320px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
        {images.slice(0, MAX_SLIDES_PER_VIEW).map((image, index) => (
          <li key={image._key} className={VISIBILITY[index]}>
            <CarouselPicture image={image} priority={index === 0} />
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className={PAUSE_ROW_CLASS} />
    </div>
  );
}
