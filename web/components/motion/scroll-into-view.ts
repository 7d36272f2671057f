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

/**
 * An in-page link's jump done with script: scrolls to the element with `sectionId`, focuses
 * `focusId` (the section itself by default) and puts `#sectionId` in the address, as the link
 * itself would. False if the section is missing, so the link can do its own jump.
 */
export function scrollToSection(sectionId: string, focusId = sectionId): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  scrollIntoViewAndFocus(section, document.getElementById(focusId), 'start');
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
  return true;
}
