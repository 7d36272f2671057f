// A CMS note that names the privacy policy (the newsletter's consent note, the forms' privacy
// notes), with those words linked to /privacy-policy. The Studio warns an editor whose note
// leaves them out (schemas/singletons/site-settings.ts); such a note shows without a link.
import { Link } from 'react-router';

import { paths } from '@/lib/paths';

import { PRIVACY_POLICY_WORDS } from '../../../schemas/constants';

export function PolicyNoteText({ note }: { note: string }) {
  const at = note.indexOf(PRIVACY_POLICY_WORDS);
  if (at < 0) return note;
  return (
    <>
      {note.slice(0, at)}
      <Link
        to={paths.privacyPolicy}
        prefetch="intent"
        className="underline underline-offset-2 hover:text-fg"
      >
        {PRIVACY_POLICY_WORDS}
      </Link>
      {note.slice(at + PRIVACY_POLICY_WORDS.length)}
    </>
  );
}

/**
 * A form's privacy note under its submit button, which names it with aria-describedby={id} so
 * a screen reader reads the note before the details go.
 */
export function FormPolicyNote({
  id,
  note,
  className = '',
}: {
  id: string;
  note: string;
  className?: string;
}) {
  return (
    <p id={id} className={`text-sm text-fg-muted ${className}`}>
      <PolicyNoteText note={note} />
    </p>
  );
}
