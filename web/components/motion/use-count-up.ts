// Counters run from 0 to their target when first scrolled into view.
// Pre-rendered and hydrated with the final value, so the HTML holds the real figure; a counter
// out of view on mount resets to 0 and counts when it arrives. Reduced motion: final.
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { countTo, whenArrivingInView } from './load-motion';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

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

  const count = useEffectEvent(() =>
    countTo(steps, {
      duration: (steps * stepMs) / 1000,
      // Whole steps only: the figure moves on once every stepMs.
      onUpdate: (reached) => setStep(Math.floor(reached)),
      onComplete: () => setStep(null),
    }),
  );

  // Once per element, as for Reveal: where the figure stands is decided by the browser's first
  // look after the page mounts, and a new target later does not start the count again.
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let stopCount: (() => void) | undefined;
    const stopWatching = whenArrivingInView(element, {
      outOfView: () => setStep(0),
      arrive: () => {
        stopCount = count();
      },
    });
    return () => {
      stopWatching();
      stopCount?.();
      setStep(null);
    };
  }, []);

  const value = step === null ? target : Math.round((target * step) / Math.max(1, steps));
  return { ref, value };
}
