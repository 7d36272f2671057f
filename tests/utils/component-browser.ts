// Stand-ins for the browser features jsdom lacks. Globals stubbed here are put back after each
// test by tests/setup/dom.ts, and spies by `vi.restoreAllMocks()` or, here, when the test ends.
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

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

/**
 * Lays the page out with everything far below the fold and records what it watches with
 * IntersectionObserver (until it stops watching). Call before rendering; the result scrolls the
 * given elements into view, as far as their observers can tell.
 */
export function stubBelowTheFold() {
  type Watch = { observer: object; callback: IntersectionObserverCallback; element: Element };
  let observed: Watch[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ observer: this, callback: this.callback, element });
      }
      unobserve(element: Element) {
        observed = observed.filter((watch) => watch.observer !== this || watch.element !== element);
      }
      disconnect() {
        observed = observed.filter((watch) => watch.observer !== this);
      }
    },
  );
  const layout = vi
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top: 5000 } as DOMRect);
  onTestFinished(() => layout.mockRestore());

  return function scrollIntoView(elements: Element[]) {
    act(() => {
      for (const { callback, element } of observed) {
        if (!elements.includes(element)) continue;
        callback([{ isIntersecting: true, target: element } as never], {} as IntersectionObserver);
      }
    });
  };
}
