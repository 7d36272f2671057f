import { useEffect, useRef, useState } from 'react';

import { animateElement } from '@/components/motion/load-motion';
import { usePrefersReducedMotion } from '@/components/motion/use-prefers-reduced-motion';

const ROTATE_EVERY_MS = 2500;
const FADE_S = 0.4;

interface RotatingTextProps {
  items: string[];
  label: string;
  /** Holds the current item (the visitor paused the hero's motion, or it is out of view). */
  paused?: boolean;
  className?: string;
  /** Classes for each item, e.g. a gradient that should span the item shown, not the box. */
  itemClassName?: string;
}

/**
 * Cycles through the items in place; screen readers get the whole list once. All items share
 * one grid cell, so the box fits the longest and nothing beside it moves as they change.
 * Reduced motion keeps the first item, and pausing the current one.
 */
export function RotatingText({
  items,
  label,
  paused = false,
  className,
  itemClassName = '',
}: RotatingTextProps) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const stackRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (reducedMotion || paused || items.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % items.length),
      ROTATE_EVERY_MS,
    );
    return () => window.clearInterval(timer);
  }, [items.length, reducedMotion, paused]);

  useEffect(() => {
    const word = stackRef.current?.children[index];
    if (index === 0 || !word) return;
    animateElement(
      word,
      {
        opacity: [0, 1],
        transform: ['translateY(0.4em)', 'translateY(0)'],
        filter: ['blur(4px)', 'blur(0)'],
      },
      { duration: FADE_S, ease: [0.2, 0.7, 0.2, 1] },
    );
  }, [index]);

  const current = reducedMotion ? 0 : index;
  return (
    <p className={className}>
      <span className="sr-only">{`${label}: ${items.join(', ')}`}</span>
      <span ref={stackRef} aria-hidden="true" className="grid">
        {items.map((item, position) => (
          <span
            // The list never reorders; the position also tells apart a name listed twice.
            key={position}
            // Breaking inside a word only where one alone is wider than the line (text at 200% on
            // a phone): otherwise the longest word of any name would widen the box past the page.
            className={`col-start-1 row-start-1 max-w-full justify-self-start wrap-anywhere ${itemClassName}`}
            style={position === current ? undefined : { visibility: 'hidden' }}
          >
            {item}
          </span>
        ))}
      </span>
    </p>
  );
}
