// The strip's continuous autoplay as a small Swiper module: Swiper's Autoplay wakes the main
// thread on every frame to report time left, while here each slide's glide is a CSS transition
// the compositor runs alone. Hover, pause and scrolling out of view stop it (swiper-carousel.tsx).

import type { Swiper as SwiperInstance, SwiperModule } from 'swiper/types';

const gliding = new WeakMap<SwiperInstance, boolean>();

/** The next slide, over the configured speed, while the glide runs. */
function glideOn(swiper: SwiperInstance) {
  if (!gliding.get(swiper) || swiper.destroyed) return;
  swiper.slideNext(swiper.params.speed, true, true);
}

/** Glides on from where the strip stands, unless a slide's move is still under way (it ends first). */
export function startGlide(swiper: SwiperInstance) {
  if (swiper.destroyed) return;
  gliding.set(swiper, true);
  if (!swiper.animating) glideOn(swiper);
}

/** The next slide is not started; one already gliding is the caller's to stop (see freeze). */
export function stopGlide(swiper: SwiperInstance) {
  gliding.set(swiper, false);
}

/** Starts at init when the strip's `autoplay` option is set (it is false under reduced motion). */
export const Glide: SwiperModule = ({ swiper, on }) => {
  on('init', () => {
    if (swiper.params.autoplay) startGlide(swiper);
  });
  // Every end of a slide's move, including the instant jumps Swiper makes when the window is
  // resized, starts the next one.
  on('transitionEnd', () => glideOn(swiper));
  on('destroy', () => stopGlide(swiper));
};
