// The footer's newsletter box. It confirms locally: the spec defines no subscription call.

import type { ReactNode } from 'react';

import { signupMessages } from '../signup-messages';
import { EmailSignupForm } from './email-signup-form';

export interface NewsletterFormProps {
  /** The note under the field, e.g. 'By subscribing, you agree to our Privacy Policy.' */
  note: ReactNode;
  buttonLabel?: string;
}

export function NewsletterForm({ note, buttonLabel = 'Subscribe' }: NewsletterFormProps) {
  return (
    <EmailSignupForm
      formLabel="Newsletter"
      inputLabel="Email address"
      buttonLabel={buttonLabel}
      confirmation={signupMessages.subscribed}
      note={note}
    />
  );
}
