// Whether an element is on screen: for motion that would only cost the visitor's CPU while it is
// scrolled away (the hero's rotating name and orbits, the picture strips), and for motion that
// starts when its element first arrives (cards fading in, counters).
import { useEffect, useState, type RefObject } from 'react';

/** True while any part of the element is in the viewport; true until the browser says. */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * Calls `arrive` once, when at least `amount` of the element (0 to 1; any part by default) first
 * shows in the viewport, then stops watching. Returns a function that stops watching sooner.
 * Without IntersectionObserver it calls at once, so nothing waits for good for a view it cannot
 * see.
 */
export function onceInView(element: Element, arrive: () => void, { amount = 0 } = {}) {
  if (typeof IntersectionObserver === 'undefined') {
    arrive();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      arrive();
    },
    { threshold: amount },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
