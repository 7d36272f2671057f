// The confirmations of the two sign-up boxes. Nothing is stored or sent, so they say so instead
// of letting the visitor wait for e-mails that never come.

export const signupMessages = {
  subscribed:
    'Thanks for your interest! Our newsletter has not launched yet, so your address was not saved.',
  notify:
    'Thanks for your interest! Launch e-mails are not set up yet, so your address was not saved. Please check back soon.',
} as const;
