// Cards fade and slide in when scrolled into view, staggered per item (SPEC section 4).
// The pre-rendered HTML shows every card in place: only an element still below the fold
// when the page mounts is hidden and then animated, so nothing flashes, nothing shifts, and a
// page whose scripts fail still reads completely. Under reduced motion nothing moves.
import { animateMini, inView } from 'framer-motion/dom';
import { useEffect, useRef, type ElementType, type ReactNode } from 'react';

import { REDUCED_MOTION_QUERY } from './use-prefers-reduced-motion';

export const REVEAL_STAGGER_S = 0.1;
const REVEAL_DURATION_S = 0.5;
const REVEAL_OFFSET_PX = 24;

interface RevealProps {
  children: ReactNode;
  /** Position in its group: the delay is index × 0.1 s. */
  index?: number;
  as?: ElementType;
  className?: string;
}

function isBelowFold(element: Element) {
  return element.getBoundingClientRect().top > window.innerHeight;
}

export function Reveal({ children, index = 0, as: Tag = 'div', className }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    if (!isBelowFold(element)) return;
    element.style.opacity = '0';
    element.style.transform = `translateY(${REVEAL_OFFSET_PX}px)`;
    return inView(
      element,
      () => {
        animateMini(
          element,
          { opacity: 1, transform: 'translateY(0px)' },
          { duration: REVEAL_DURATION_S, delay: index * REVEAL_STAGGER_S, ease: 'easeOut' },
        );
      },
      { amount: 0.15 },
    );
  }, [index]);

  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
