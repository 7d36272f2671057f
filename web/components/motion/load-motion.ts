// framer-motion stays out of the page's first chunk: motion loads it from an effect, after the
// page has painted, and each loader pulls in only the part it needs.
import type { AnimationOptions, DOMKeyframesDefinition } from 'framer-motion';

import { REDUCED_MOTION_QUERY } from './use-prefers-reduced-motion';

/**
 * Runs a Web Animations fade or slide on `element`, unless the visitor asked for less motion.
 * The animation leaves the element at its last keyframe. Where none runs (no Web Animations,
 * reduced motion, a chunk that fails to load), `settle` sets that end state instead.
 */
export function animateElement(
  element: Element,
  keyframes: DOMKeyframesDefinition,
  options: AnimationOptions,
  settle?: () => void,
) {
  if (typeof element.animate !== 'function' || window.matchMedia(REDUCED_MOTION_QUERY).matches) {
    settle?.();
    return;
  }
  import('framer-motion/dom/mini')
    .then(({ animate }) => {
      if (element.isConnected) animate(element, keyframes, options);
    })
    .catch(() => settle?.());
}

/**
 * Calls `arrive` once, when `amount` of the element first shows in the viewport. Returns a
 * function that stops watching sooner. Where it cannot watch, it calls `arrive` at once, so
 * nothing waits for good for a view it cannot see.
 */
export function whenInView(element: Element, arrive: () => void, amount = 0) {
  let stop: (() => void) | undefined;
  let stopped = false;
  if (typeof IntersectionObserver === 'undefined') {
    arrive();
    return () => undefined;
  }
  import('./in-view')
    .then(({ inView }) => {
      if (!stopped) stop = inView(element, () => arrive(), { amount });
    })
    .catch(() => {
      if (!stopped) arrive();
    });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Counts from 0 to `to`, calling `onUpdate` each frame and `onComplete` at the end. */
export function countTo(
  to: number,
  {
    duration,
    onUpdate,
    onComplete,
  }: { duration: number; onUpdate: (value: number) => void; onComplete: () => void },
) {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./count')
    .then(({ animate }) => {
      if (stopped) return;
      const controls = animate(0, to, { duration, ease: 'linear', onUpdate, onComplete });
      stop = () => controls.stop();
    })
    .catch(onComplete);
  return () => {
    stopped = true;
    stop?.();
  };
}
