import { useEffect, useRef, useState } from 'react';

import { usePrefersReducedMotion } from '@/components/motion/use-prefers-reduced-motion';

const ROTATE_EVERY_MS = 2500;
const FADE_MS = 400;

interface RotatingTextProps {
  items: string[];
  label: string;
  /** Holds the current item (the visitor paused the hero's motion). */
  paused?: boolean;
  className?: string;
}

/**
 * Cycles through the items in place. Screen readers get the whole list once instead of a
 * changing word; under reduced motion it stays on the first item, and while paused on the
 * current one.
 */
export function RotatingText({ items, label, paused = false, className }: RotatingTextProps) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const wordRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (reducedMotion || paused || items.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % items.length),
      ROTATE_EVERY_MS,
    );
    return () => window.clearInterval(timer);
  }, [items.length, reducedMotion, paused]);

  useEffect(() => {
    const word = wordRef.current;
    if (index === 0 || !word || typeof word.animate !== 'function') return;
    word.animate(
      [
        { opacity: 0, transform: 'translateY(0.4em)', filter: 'blur(4px)' },
        { opacity: 1, transform: 'translateY(0)', filter: 'blur(0)' },
      ],
      { duration: FADE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    );
  }, [index]);

  const current = reducedMotion ? items[0] : items[index];
  return (
    <p className={className}>
      <span className="sr-only">{`${label}: ${items.join(', ')}`}</span>
      <span ref={wordRef} aria-hidden="true" className="inline-block max-w-full">
        {current}
      </span>
    </p>
  );
}
