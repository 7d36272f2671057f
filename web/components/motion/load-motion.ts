// framer-motion stays out of the page's first chunk: motion loads it from an effect, after the
// page has painted, and each loader pulls in only the part it needs.
import type { AnimationOptions, DOMKeyframesDefinition } from 'framer-motion';

import { prefersReducedMotion } from './use-prefers-reduced-motion';

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
  if (typeof element.animate !== 'function' || prefersReducedMotion()) {
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
 * Watches `element` through the browser's own intersection checks, which run with its rendering
 * and force no layout: `outOfView` runs if the first check finds it out of view, then `arrive`
 * once `amount` of it shows. One in view at the first check is left alone. Returns the stop.
 */
export function whenArrivingInView(
  element: Element,
  { outOfView, arrive }: { outOfView: () => void; arrive: () => void },
  amount = 0,
) {
  // Where nothing can watch, nothing is put out of view to wait for it.
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let firstCheck = true;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (firstCheck) {
        firstCheck = false;
        if (entry.isIntersecting) observer.disconnect();
        else outOfView();
      } else if (entry.isIntersecting && entry.intersectionRatio >= amount) {
        observer.disconnect();
        arrive();
      }
    },
    { threshold: amount > 0 ? [0, amount] : 0 },
  );
  observer.observe(element);
  return () => observer.disconnect();
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
  return startLazily(
    () => import('./count'),
    ({ animate }) => {
      const controls = animate(0, to, { duration, ease: 'linear', onUpdate, onComplete });
      return () => controls.stop();
    },
    onComplete,
  );
}

/**
 * Loads a chunk, then starts what it offers unless stopped first; `fallback` stands in when the
 * chunk fails. Returns the stop, which also stops what has started.
 */
function startLazily<Module>(
  load: () => Promise<Module>,
  start: (module: Module) => () => void,
  fallback: () => void,
) {
  let stop: (() => void) | undefined;
  let stopped = false;
  load()
    .then((module) => {
      if (!stopped) stop = start(module);
    })
    .catch(() => {
      if (!stopped) fallback();
    });
  return () => {
    stopped = true;
    stop?.();
  };
}
