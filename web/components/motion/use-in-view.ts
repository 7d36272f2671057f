// Whether an element is on screen, for motion that would only cost the visitor's CPU while it is
// scrolled away (the hero's rotating name and orbits, the picture strips).
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
