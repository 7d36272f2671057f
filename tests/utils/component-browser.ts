// Stand-ins for the browser features jsdom lacks. Globals stubbed here are put back after each
// test by tests/setup/dom.ts.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: answer every query with `matches(query)` (default: no match),
 * e.g. `stubMatchMedia((query) => query.includes('reduce'))` for a visitor who wants less motion.
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** What IntersectionObserver reports of `target`: wholly in view, or wholly out of it. */
export function intersectionEntry(target: Element, inView: boolean): IntersectionObserverEntry {
  return { isIntersecting: inView, intersectionRatio: inView ? 1 : 0, target } as never;
}

/**
 * Lays the page out with everything far below the fold: IntersectionObserver's first check finds
 * each watched element out of view, and what it watches is recorded (until it stops watching).
 * Call before rendering; the result scrolls the given elements into view, as far as their
 * observers can tell.
 */
export function stubBelowTheFold() {
  type Watch = { observer: object; callback: IntersectionObserverCallback; element: Element };
  let observed: Watch[] = [];
  const report = (watch: Watch, inView: boolean) =>
    watch.callback(
      [intersectionEntry(watch.element, inView)],
      watch.observer as IntersectionObserver,
    );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        const watch = { observer: this, callback: this.callback, element };
        observed.push(watch);
        // As in a browser, the first check comes after the page has rendered.
        queueMicrotask(() => {
          if (observed.includes(watch)) act(() => report(watch, false));
        });
      }
      unobserve(element: Element) {
        observed = observed.filter((watch) => watch.observer !== this || watch.element !== element);
      }
      disconnect() {
        observed = observed.filter((watch) => watch.observer !== this);
      }
    },
  );

  return function scrollIntoView(elements: Element[]) {
    act(() => {
      for (const watch of observed) if (elements.includes(watch.element)) report(watch, true);
    });
  };
}
