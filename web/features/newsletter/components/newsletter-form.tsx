// The footer's newsletter box. It confirms locally: the spec defines no subscription call.
// Its note (CMS text) names the Privacy Policy; that mention links to the page.

import { Link } from 'react-router';

import { paths } from '@/lib/paths';

import { signupMessages } from '../signup-messages';
import { EmailSignupForm } from './email-signup-form';

const PRIVACY_POLICY = 'Privacy Policy';

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
      note={note && <NoteWithPolicyLink note={note} />}
    />
  );
}

function NoteWithPolicyLink({ note }: { note: string }) {
  const at = note.indexOf(PRIVACY_POLICY);
  if (at < 0) return note;
  return (
    <>
      {note.slice(0, at)}
      <Link
        to={paths.privacyPolicy}
        prefetch="intent"
        className="underline underline-offset-2 hover:text-fg"
      >
        {PRIVACY_POLICY}
      </Link>
      {note.slice(at + PRIVACY_POLICY.length)}
    </>
  );
}
