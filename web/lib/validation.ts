// Field checks shared by the site's forms: the enquiry forms, the job application and the two
// sign-up boxes check an e-mail address the same way, with the same messages.

// The WHATWG "valid e-mail address" production, the rule browsers apply to type=email, with
// one step further: the domain needs a dot. The browser takes 'ann@localhost' or a slip like
// 'ann@gmail', which no reply can reach (the chat's lead step refuses them too).
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const emailMessages = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address, such as name@example.com.',
} as const;

/** True for an empty value or one of only whitespace. */
export const isBlank = (value: string) => value.trim() === '';

/**
 * The message to show for an e-mail field, or null when the address is acceptable. Surrounding
 * spaces are ignored, because the forms trim what they keep or send.
 */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return emailMessages.required;
  if (!EMAIL_PATTERN.test(email)) return emailMessages.invalid;
  return null;
}
