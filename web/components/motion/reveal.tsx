// Cards fade and slide in when scrolled into view, staggered per item. Only a card out of view
// when the page mounts is hidden, so the pre-rendered page reads completely and nothing on
// screen flashes. Under reduced motion nothing moves; on paper everything shows.
import { useEffect, useEffectEvent, useRef, type ElementType, type ReactNode } from 'react';

import { animateElement, whenArrivingInView } from './load-motion';
import { prefersReducedMotion } from './use-prefers-reduced-motion';

export const REVEAL_STAGGER_S = 0.1;
const REVEAL_DURATION_S = 0.5;
const HIDDEN = { opacity: '0', transform: 'translateY(24px)' };

interface RevealProps {
  children: ReactNode;
  /** Position in its group: the delay is index × 0.1 s. */
  index?: number;
  as?: ElementType;
  className?: string;
}

function setHidden(element: HTMLElement, hidden: boolean) {
  element.style.opacity = hidden ? HIDDEN.opacity : '';
  element.style.transform = hidden ? HIDDEN.transform : '';
}

export function Reveal({ children, index = 0, as: Tag = 'div', className }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  // Reads the index the element has when it arrives: a filtered or refetched list moves its
  // items, and the delay follows without restarting the watch below.
  const show = useEffectEvent((element: HTMLElement) => {
    setHidden(element, false);
    animateElement(
      element,
      { opacity: [0, 1], transform: [HIDDEN.transform, 'none'] },
      { duration: REVEAL_DURATION_S, delay: index * REVEAL_STAGGER_S, ease: 'easeOut' },
    );
  });

  // Once per element: whether it starts hidden is decided by the browser's first look after the
  // page mounts, so an element a list later moves up into view is never left hidden.
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let hidden = false;
    const stop = whenArrivingInView(
      element,
      {
        outOfView: () => {
          hidden = true;
          setHidden(element, true);
        },
        arrive: () => {
          hidden = false;
          show(element);
        },
      },
      0.15,
    );
    return () => {
      stop();
      // Never leave an element hidden with nothing watching to show it.
      if (hidden) setHidden(element, false);
    };
  }, []);

  return (
    // On paper nothing waits to be scrolled to: a card still hidden prints.
    <Tag ref={ref} className={`print:transform-none! print:opacity-100! ${className ?? ''}`}>
      {children}
    </Tag>
  );
}
