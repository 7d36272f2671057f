// The one check both sign-up boxes share: an email is required and must be an email. Mirrors
// the browser's type=email rule so the message is ours and the same in every browser.

export const emailMessages = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address, such as name@example.com.',
} as const;

export const signupMessages = {
  subscribed: 'Thanks for subscribing!',
  // Nothing is stored, so promise nothing: no "we'll e-mail you".
  notify: 'Thanks for your interest! Check back soon for the launch.',
} as const;

// The WHATWG "valid e-mail address" production, the rule browsers apply to type=email.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The message to show, or null when the address is acceptable. */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return emailMessages.required;
  if (!EMAIL_PATTERN.test(email)) return emailMessages.invalid;
  return null;
}
