// Moving the visitor to something on the page: a smooth scroll (an instant one for visitors who
// asked for reduced motion), with focus moved along so keyboard and screen-reader users land
// there too.
import { prefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Scrolls `target` into view and focuses `focusTarget`. preventScroll keeps the focus move from
 * cutting the smooth scroll short.
 */
export function scrollIntoViewAndFocus(
  target: Element,
  focusTarget: HTMLElement | null,
  block: ScrollLogicalPosition,
) {
  const reducedMotion = prefersReducedMotion();
  target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block });
  focusTarget?.focus({ preventScroll: true });
}
