// The Coming Soon page's sign-up: an email and 'Notify Me', confirmed locally.

import { signupMessages } from '../signup-messages';
import { EmailSignupForm } from './email-signup-form';

export function NotifyMeForm() {
  return (
    <EmailSignupForm
      formLabel="Get notified at launch"
      inputLabel="Email address"
      buttonLabel="Notify Me"
      confirmation={signupMessages.notify}
    />
  );
}
