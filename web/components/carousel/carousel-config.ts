// The auto-scrolling picture strip of /ai-automation and /blockchain: autoplay with no delay and
// an 8000 ms transition per slide make one continuous slow glide (played by glide.ts); touch
// dragging is off.
import type { SwiperOptions } from 'swiper/types';

export const carouselConfig = {
  breakpoints: {
    1024: { slidesPerView: 5 },
    640: { slidesPerView: 3 },
    320: { slidesPerView: 2 },
  },
  spaceBetween: 24,
  loop: true,
  autoplay: { delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true },
  speed: 8000,
  allowTouchMove: false,
} as const satisfies SwiperOptions;

/** The most slides ever in view (at 1024 px and wider). */
export const MAX_SLIDES_PER_VIEW = Math.max(
  ...Object.values(carouselConfig.breakpoints).map((breakpoint) => breakpoint.slidesPerView),
);

/**
 * Swiper's loop moves slides from one end to the other as it goes; with fewer than two screens
 * of slides a moving strip would show its seam, so short sets are repeated up to this count.
 */
export const MIN_LOOP_SLIDES = MAX_SLIDES_PER_VIEW * 2;

/**
 * The row under the strip that holds its pause button, kept free by the still row too; none
 * under reduced motion. The button sits at the left, clear of the floating 'Chat with us'
 * button on a phone.
 */
export const PAUSE_ROW_CLASS = 'mt-3 flex h-9 justify-start motion-reduce:hidden';
