// What a form does when a submit is blocked by field errors: focus the first invalid field and
// announce one short summary in a polite live region (see form-announcement.tsx). The summary
// matters when focus does not move (Enter pressed inside the first invalid field): the field's
// own error text is not live, so without it a screen reader would say nothing.

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
    controls[0]?.focus();
    const message = invalidFieldsMessage(controls.map(labelOf));
    setAnnouncement((previous) => (previous === message ? message + REPEAT_MARK : message));
  }, []);

  /** Empties the region, e.g. once a submit passes, so no stale summary is left to read. */
  const clearAnnouncement = useCallback(() => setAnnouncement(''), []);

  return { announcement, reportInvalid, clearAnnouncement };
}
