// Counters run from 0 to their target when first scrolled into view (SPEC section 4).
// Pre-rendered and hydrated with the final value, so the HTML holds the real figure; a counter
// still below the fold on mount resets to 0 and counts when it arrives. Reduced motion: final.
import { inView } from 'framer-motion/dom';
import { useEffect, useRef, useState } from 'react';

import { REDUCED_MOTION_QUERY } from './use-prefers-reduced-motion';

interface CountUpOptions {
  /** Number of increments. */
  steps: number;
  /** Time between increments. */
  stepMs: number;
}

export function useCountUp<T extends HTMLElement>(
  target: number,
  { steps, stepMs }: CountUpOptions,
) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    if (element.getBoundingClientRect().top <= window.innerHeight) return;
    setValue(0);
    let timer: number | undefined;
    const stop = inView(element, () => {
      let step = 0;
      timer = window.setInterval(() => {
        step += 1;
        setValue(step >= steps ? target : Math.round((target * step) / steps));
        if (step >= steps) window.clearInterval(timer);
      }, stepMs);
    });
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [target, steps, stepMs]);

  return { ref, value };
}
