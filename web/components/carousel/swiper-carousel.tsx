// The moving carousel, loaded on its own after hydration (see image-carousel.tsx): Swiper, its
// glide (glide.ts, the strip's autoplay) and its CSS reach only the pages that show a carousel.
import 'swiper/css';
import './carousel.css';

import { useInView } from 'framer-motion';
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import { PauseButton } from '@/components/motion/pause-button';
import { usePrefersReducedMotion } from '@/components/motion/use-prefers-reduced-motion';
import type { EditSource } from '@/lib/edit-links';

import { CarouselPicture } from './carousel-picture';
import { carouselConfig, MIN_LOOP_SLIDES, PAUSE_ROW_CLASS } from './carousel-config';
import { Glide, startGlide, stopGlide } from './glide';
import { buildCarouselSlides, type CarouselImage, type PauseLabels } from './carousel-slides';

/**
 * Stopping the glide only keeps the next slide from starting: freezing the wrapper where it
 * stands makes hover stop the strip at once, and `resume` covers the rest at the same pace.
 */
function freeze(swiper: SwiperInstance): number {
  const target = swiper.translate;
  stopGlide(swiper);
  swiper.setTransition(0);
  swiper.setTranslate(swiper.getTranslate());
  return target;
}

function resume(swiper: SwiperInstance, target: number) {
  const slideSize = (swiper.slidesSizesGrid[0] ?? swiper.width) + carouselConfig.spaceBetween;
  const remaining = Math.abs(target - swiper.translate);
  const duration = Math.round((carouselConfig.speed * remaining) / slideSize);
  if (!swiper.animating || duration === 0) {
    swiper.animating = false;
    startGlide(swiper);
    return;
  }
  swiper.once('transitionEnd', () => startGlide(swiper));
  swiper.setTransition(duration);
  swiper.setTranslate(target);
}

interface SwiperCarouselProps {
  /** The pause button's names, from the CMS. */
  pauseLabels: PauseLabels;
  images: readonly CarouselImage[];
  /** The document and the array the pictures are edited in. */
  source?: EditSource;
}

export default function SwiperCarousel({ images, pauseLabels, source }: SwiperCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const stripRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  /** Where the glide was heading when something froze it; null while moving. */
  const frozenTarget = useRef<number | null>(null);
  /** The visitor pressed pause: the strip stays still until play, wherever it is scrolled. */
  const [paused, setPaused] = useState(false);
  /** A mouse is over the strip. */
  const hovered = useRef(false);
  /** The strip is scrolled out of view, where a glide would only cost the visitor's CPU. */
  const offScreen = useRef(false);
  const slides = buildCarouselSlides(images, MIN_LOOP_SLIDES);

  // A background tab may hold back the end of a slide's move, and with it the next one: back in
  // view of the visitor, the glide goes on (startGlide leaves a move still under way to end).
  useEffect(() => {
    if (reducedMotion) return;
    const onVisibilityChange = () => {
      const swiper = swiperRef.current;
      if (document.visibilityState !== 'visible' || !swiper || swiper.destroyed) return;
      if (frozenTarget.current === null) startGlide(swiper);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [reducedMotion]);

  const stop = () => {
    const swiper = swiperRef.current;
    if (reducedMotion || !swiper || swiper.destroyed || frozenTarget.current !== null) return;
    frozenTarget.current = freeze(swiper);
  };

  const go = () => {
    const swiper = swiperRef.current;
    const target = frozenTarget.current;
    if (!swiper || target === null) return;
    frozenTarget.current = null;
    if (!swiper.destroyed) resume(swiper, target);
  };

  /** Glides only while nothing holds it: the pause button, a hovering mouse, being off screen. */
  const settle = (visitorPaused: boolean) => {
    if (visitorPaused || hovered.current || offScreen.current) stop();
    else go();
  };

  const inView = useInView(stripRef);
  const onViewChange = useEffectEvent((visible: boolean) => {
    offScreen.current = !visible;
    settle(paused);
  });
  useEffect(() => onViewChange(inView), [inView]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered.current = true;
    settle(paused);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered.current = false;
    settle(paused);
  };

  // The pointer may still be over the strip when it is played again: hover no longer holds it.
  const togglePaused = () => {
    if (paused) hovered.current = false;
    settle(!paused);
    setPaused(!paused);
  };

  return (
    <div className="image-carousel-bleed">
      <div ref={stripRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
        <Swiper
          // A change of the motion preference builds a fresh Swiper with or without autoplay.
          key={reducedMotion ? 'still' : 'moving'}
          {...carouselConfig}
          autoplay={reducedMotion ? false : carouselConfig.autoplay}
          modules={[Glide]}
          wrapperTag="ul"
          className="image-carousel"
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
          }}
        >
          {slides.map((slide) => (
            <SwiperSlide key={slide.key} tag="li" aria-hidden={slide.duplicate || undefined}>
              <CarouselPicture image={slide.image} decorative={slide.duplicate} source={source} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <div className={PAUSE_ROW_CLASS}>
        <PauseButton paused={paused} onToggle={togglePaused} labels={pauseLabels} />
      </div>
    </div>
  );
}
