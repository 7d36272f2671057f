// The picture carousel of /ai-automation and /blockchain. The pre-rendered page shows a still
// row of the first pictures; after hydration the Swiper carousel loads in its own chunk and
// takes over with the same sizes, so the page neither shifts nor ships Swiper to other routes.
import { ClientOnly } from '@/components/ui/client-only';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import type { EditSource } from '@/lib/edit-links';

import type { CarouselImage, PauseLabels } from './carousel-slides';
import { StaticCarouselRow } from './static-carousel-row';

const SwiperCarousel = retryableLazy(() => import('./swiper-carousel'));

/** The pictures are all there in the still row, so a failed Swiper chunk only earns a note. */
const carouselLoadFailure = "The slideshow couldn't load, so only its first pictures show.";

interface ImageCarouselProps {
  images: readonly CarouselImage[] | null | undefined;
  /** The region's accessible name, such as 'AI agents gallery'. */
  label: string | null | undefined;
  /** The pause button's names, from the CMS. */
  pauseLabels?: PauseLabels;
  /** The document and the array the pictures are edited in. */
  source?: EditSource;
}

export function ImageCarousel({ images, label, pauseLabels, source }: ImageCarouselProps) {
  const pictures = images?.filter((image) => image.asset?._ref) ?? [];
  if (pictures.length === 0) return null;

  return (
    <section aria-label={label ?? undefined} className="container-page py-12 sm:py-16">
      <ClientOnly
        fallback={<StaticCarouselRow images={pictures} source={source} />}
        failure={{
          message: carouselLoadFailure,
          onRetry: SwiperCarousel.retry,
          placeholder: <StaticCarouselRow images={pictures} source={source} />,
          quiet: true,
          className: 'flex flex-col gap-3',
        }}
      >
        <SwiperCarousel
          images={pictures}
          source={source}
          pauseLabels={pauseLabels ?? { pause: undefined, play: undefined }}
        />
      </ClientOnly>
    </section>
  );
}
