// The footer's newsletter box. It confirms locally: there is no subscription service to call.
// Its note (CMS text) names the Privacy Policy; that mention links to the page.

import { PolicyNoteText } from '@/components/ui/policy-note';

import { signupMessages } from '../signup-messages';
import { EmailSignupForm, type SignupLabels } from './email-signup-form';

export interface NewsletterFormProps {
  /** The note under the field, e.g. 'By subscribing, you agree to our Privacy Policy.' */
  note: string | undefined;
  /** The words of the box, from the CMS; the spec's words where a caller has none to give. */
  labels?: SignupLabels;
}

export function NewsletterForm({ note, labels }: NewsletterFormProps) {
  return (
    <EmailSignupForm
      formLabel={labels?.form ?? 'Newsletter'}
      inputLabel={labels?.input ?? 'Email address'}
      placeholder={labels?.placeholder ?? 'you@example.com'}
      buttonLabel={labels?.button ?? 'Subscribe'}
      confirmation={signupMessages.subscribed}
      note={note && <PolicyNoteText note={note} />}
    />
  );
}
