// The copyright year without a hydration mismatch. The pre-rendered HTML carries the build
// year; while hydrating, the year is read back from that HTML so the first client render
// matches it, and useSyncExternalStore then re-renders with the visitor's year if it differs.
import { useSyncExternalStore } from 'react';

/** Marks the element whose text is the rendered year. */
export const YEAR_ATTRIBUTE = 'data-current-year';

const currentYear = () => new Date().getFullYear();

// The calendar year does not change while someone reads a page; nothing to subscribe to.
const subscribe = () => () => {};

function renderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  const text = document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.textContent ?? '';
  const year = Number.parseInt(text, 10);
  return Number.isFinite(year) ? year : currentYear();
}

export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, renderedYear);
}
