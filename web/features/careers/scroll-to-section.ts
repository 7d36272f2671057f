// The careers hero's 'View Open Positions' jump. Focus
// follows the scroll to the section's heading so keyboard and screen-reader users land there too.

import { scrollIntoViewAndFocus } from '@/components/motion/scroll-into-view';

/** Scrolls to the element with `sectionId` and focuses `headingId`; false if it is missing. */
export function scrollToSection(sectionId: string, headingId: string): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  scrollIntoViewAndFocus(section, document.getElementById(headingId), 'start');
  window.history.replaceState(window.history.state, '', `#${sectionId}`);
  return true;
}
