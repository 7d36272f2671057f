// Cards fade and slide in when scrolled into view, staggered per item.
// The pre-rendered HTML shows every card in place: only an element still below the fold
// when the page mounts is hidden and then animated, so nothing flashes, nothing shifts, and a
// page whose scripts fail still reads completely. Under reduced motion nothing moves, and on
// paper everything shows. The fade is the browser's own animation (Web Animations), which holds
// the hidden frame through its delay; the element's own style is already the shown one, so a
// browser without it, or an animation cut short, leaves the card in view.
import { useEffect, useEffectEvent, useRef, type ElementType, type ReactNode } from 'react';

import { onceInView } from './use-in-view';
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

function setHidden(element: HTMLElement, hidden: boolean) {
  element.style.opacity = hidden ? '0' : '';
  element.style.transform = hidden ? `translateY(${REVEAL_OFFSET_PX}px)` : '';
}

export function Reveal({ children, index = 0, as: Tag = 'div', className }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  // Reads the index the element has when it arrives. A filtered, reordered or refetched list
  // moves its items to new places; the delay follows, but the watch below must not restart.
  const show = useEffectEvent((element: HTMLElement) => {
    setHidden(element, false);
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    if (typeof element.animate !== 'function') return;
    element.animate(
      [
        { opacity: 0, transform: `translateY(${REVEAL_OFFSET_PX}px)` },
        { opacity: 1, transform: 'translateY(0px)' },
      ],
      {
        duration: REVEAL_DURATION_S * 1000,
        delay: index * REVEAL_STAGGER_S * 1000,
        easing: 'ease-out',
        fill: 'backwards',
      },
    );
  });

  // Once per element: whether it starts hidden is decided where the page first lays it out.
  // Deciding again later (it depended on the index) saw an element the list had moved up into
  // view as "not below the fold" and left it hidden for good.
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    if (!isBelowFold(element)) return;
    setHidden(element, true);
    let arrived = false;
    const stop = onceInView(
      element,
      () => {
        arrived = true;
        show(element);
      },
      { amount: 0.15 },
    );
    return () => {
      stop();
      // Never leave an element hidden with nothing watching to show it.
      if (!arrived) setHidden(element, false);
    };
  }, []);

  return (
    // On paper nothing waits to be scrolled to: a card still hidden prints.
    <Tag ref={ref} className={`print:transform-none! print:opacity-100! ${className ?? ''}`}>
      {children}
    </Tag>
  );
}
