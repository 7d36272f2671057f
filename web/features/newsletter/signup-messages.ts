// The confirmations of the two sign-up boxes. Nothing is stored or sent (SPEC.md section 7),
// so they promise nothing: no "we'll e-mail you".

export const signupMessages = {
  subscribed: 'Thanks for subscribing!',
  notify: 'Thanks for your interest! Check back soon for the launch.',
} as const;
