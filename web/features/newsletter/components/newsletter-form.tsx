// The footer's newsletter box. It confirms locally: there is no subscription service to call.
// Its note (CMS text) names the Privacy Policy; that mention links to the page.

import { PolicyNoteText } from '@/components/ui/policy-note';

import { signupMessages } from '../signup-messages';
import { EmailSignupForm } from './email-signup-form';

export interface NewsletterFormProps {
  /** The note under the field, e.g. 'By subscribing, you agree to our Privacy Policy.' */
  note: string | undefined;
  buttonLabel?: string;
}

export function NewsletterForm({ note, buttonLabel = 'Subscribe' }: NewsletterFormProps) {
  return (
    <EmailSignupForm
      formLabel="Newsletter"
      inputLabel="Email address"
      buttonLabel={buttonLabel}
      confirmation={signupMessages.subscribed}
      note={note && <PolicyNoteText note={note} />}
    />
  );
}
