// When field errors block a submit: focus the first invalid field and politely announce a summary.
// The summary matters when focus does not move (Enter in the first invalid field): the field's own
// error text is not live, so a screen reader would otherwise say nothing.

import { useCallback, useState } from 'react';

import { invalidFieldsMessage } from './form-feedback';

type LabelledControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isLabelledControl(element: unknown): element is LabelledControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/** The visible label of a control, so the summary names fields the way the page does. */
function labelOf(control: LabelledControl): string {
  const label = control.labels?.[0]?.textContent?.trim();
  return label || control.getAttribute('aria-label') || control.name;
}

/**
 * Scrolls up just enough to show the control's label below the sticky header: focusing scrolls
 * only the control clear of it (scroll-padding-top), leaving the label above it under the header.
 * Stops short of pushing the control out at the bottom.
 */
function revealLabel(control: LabelledControl) {
  const label = control.labels?.[0];
  if (!label) return;
  const page = getComputedStyle(document.documentElement);
  const clearTop = parseFloat(page.scrollPaddingTop) || 0;
  const clearBottom = window.innerHeight - (parseFloat(page.scrollPaddingBottom) || 0);
  const hidden = clearTop - label.getBoundingClientRect().top;
  const room = clearBottom - control.getBoundingClientRect().bottom;
  const by = Math.min(hidden, room);
  if (by > 0) window.scrollBy(0, -by);
}

// A trailing no-break space makes a repeated summary differ from the last one, so screen
// readers announce it again on every blocked attempt; text matchers treat it as whitespace.
const REPEAT_MARK = '\u00a0';

export function useInvalidFieldsAnnouncer() {
  const [announcement, setAnnouncement] = useState('');

  /** Focuses the first of `fieldNames` (in form order) and announces them all. */
  const reportInvalid = useCallback((form: HTMLFormElement, fieldNames: readonly string[]) => {
    const controls = fieldNames
      .map((name) => form.elements.namedItem(name))
      .filter(isLabelledControl);
    const first = controls[0];
    if (first) {
      first.focus();
      revealLabel(first);
    }
    const message = invalidFieldsMessage(controls.map(labelOf));
    setAnnouncement((previous) => (previous === message ? message + REPEAT_MARK : message));
  }, []);

  /** Empties the region, e.g. once a submit passes, so no stale summary is left to read. */
  const clearAnnouncement = useCallback(() => setAnnouncement(''), []);

  return { announcement, reportInvalid, clearAnnouncement };
}
