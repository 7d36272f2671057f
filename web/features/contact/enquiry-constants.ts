// Status and error messages and limits of the enquiry forms. Their labels and service choices
// are edited on the Contact page (queries.ts).

import { emailMessages } from '@/lib/validation';

/** The request gives up after this long and says it may not have been sent. */
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** The honeypot field's name: no word that browser autofill or password managers match. */
export const HONEYPOT_NAME = 'hp_trap';

export const enquiryMessages = {
  success: 'Thank you! Your message has been sent successfully.',
  serverError: 'Something went wrong. Please try again later.',
  networkError: 'Network error. Please check your connection and try again.',
  timeout:
    'The server did not answer in time. Your enquiry may not have been sent; please try again in a moment.',
  sending: 'Sending...',
} as const;

export const enquiryFieldErrors = {
  fullNameRequired: 'Please enter your full name.',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  serviceRequired: 'Please select the service you are interested in.',
  projectDetailsRequired: 'Please tell us a little about your project.',
  messageRequired: 'Please enter a message.',
} as const;
