// Counters run from 0 to their target when first scrolled into view.
// Pre-rendered and hydrated with the final value, so the HTML holds the real figure; a counter
// still below the fold on mount resets to 0 and counts when it arrives. Reduced motion: final.
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { onceInView } from './use-in-view';
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
  // How far the count has got, or null when it is not counting and the figure stands at its
  // target. The shown value is worked out from the target on every render, so a figure the
  // content changes (a refresh after the pre-rendered page loads) shows at once.
  const [step, setStep] = useState<number | null>(null);

  const count = useEffectEvent(() => {
    let reached = 0;
    const timer = window.setInterval(() => {
      reached += 1;
      if (reached < steps) {
        setStep(reached);
        return;
      }
      window.clearInterval(timer);
      setStep(null);
    }, stepMs);
    return timer;
  });

  // Once per element, as for Reveal: where the figure stands is decided where the page first
  // lays it out, and a new target later does not start the count again.
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    if (element.getBoundingClientRect().top <= window.innerHeight) return;
    setStep(0);
    let timer: number | undefined;
    const stop = onceInView(element, () => {
      timer = count();
    });
    return () => {
      stop();
      window.clearInterval(timer);
      setStep(null);
    };
  }, []);

  const value = step === null ? target : Math.round((target * step) / Math.max(1, steps));
  return { ref, value };
}
