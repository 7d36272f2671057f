// Copy and pure checks shared by the site's forms (enquiry, consultation, job application,
// e-mail sign-up): the warning before leaving a form and the summary of a blocked submit.

export const leaveMessages = {
  unsent: 'Leave this page? What you typed in the form has not been sent and will be lost.',
  // The request is not cancelled when the form goes away, so nothing is lost; only the answer.
  sending:
    'Leave this page? Your message is still being sent, and you will not see whether it arrived.',
} as const;

/** The warning to show before leaving, or null when there is nothing to lose. */
export function leaveMessage({ changed, sending }: { changed: boolean; sending: boolean }) {
  if (sending) return leaveMessages.sending;
  return changed ? leaveMessages.unsent : null;
}

/** True when any value differs from the one the form started with. */
export function hasChanges<T extends object>(values: T, initial: T): boolean {
  return (Object.keys(initial) as (keyof T)[]).some((key) => values[key] !== initial[key]);
}

/** The one sentence announced when a submit is blocked, naming the fields by their labels. */
export function invalidFieldsMessage(labels: readonly string[]): string {
  const count = labels.length;
  return `Please check ${count} ${count === 1 ? 'field' : 'fields'}: ${labels.join(', ')}.`;
}
