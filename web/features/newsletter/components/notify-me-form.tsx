// The Coming Soon page's sign-up: an email and 'Notify Me', confirmed locally.

import { signupMessages } from '../signup-messages';
import { EmailSignupForm, type SignupLabels } from './email-signup-form';

/** The words of the box come from the CMS; the spec's words where a caller has none to give. */
export function NotifyMeForm({ labels }: { labels?: SignupLabels }) {
  return (
    <EmailSignupForm
      formLabel={labels?.form ?? 'Get notified at launch'}
      inputLabel={labels?.input ?? 'Email address'}
      placeholder={labels?.placeholder ?? 'you@example.com'}
      buttonLabel={labels?.button ?? 'Notify Me'}
      confirmation={signupMessages.notify}
    />
  );
}
