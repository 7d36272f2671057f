// The careers hero's 'View Open Positions' jump (SPEC.md section 2: it scrolls smoothly). Focus
// follows the scroll to the section's heading so keyboard and screen-reader users land there too.

/** Scrolls to the element with `sectionId` and focuses `headingId`; false if it is missing. */
export function scrollToSection(sectionId: string, headingId: string): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  // preventScroll keeps the focus move from cutting the smooth scroll short.
  document.getElementById(headingId)?.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
  return true;
}
