// The e-mail an applicant can send once the form has recorded the application: the form itself
// sends nothing, so the confirmation offers a `mailto:` link that opens the
// applicant's mail app with everything they typed, ready to send with the resume attached.

import type { ApplicationValues } from './validate-application';

/**
 * Longer `mailto:` links are cut short or refused by some mail apps (Outlook on Windows stops
 * near 2,000 characters). Past this, the cover letter stays out of the body: the confirmation
 * shows it to copy instead.
 */
export const MAILTO_MAX_LENGTH = 2000;

const COVER_LETTER_PLACEHOLDER = '[Paste your cover letter here.]';

// RFC 6068: line breaks in a mailto body are written %0D%0A.
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

function body(values: ApplicationValues, coverLetter: string): string {
  const optional = (label: string, value: string) =>
    value.trim() ? [`${label}: ${value.trim()}`] : [];
  return [
    `Position: ${values.position}`,
    `Name: ${values.firstName.trim()} ${values.lastName.trim()}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim()}`,
    ...optional('Portfolio', values.portfolio),
    ...optional('LinkedIn', values.linkedin),
    ...(values.resume ? [`Resume: ${values.resume.name} (attached)`] : []),
    '',
    'Cover letter:',
    coverLetter,
  ].join('\n');
}

export interface ApplicationEmail {
  href: string;
  /** False when the letter was too long for the link and must be pasted in. */
  includesCoverLetter: boolean;
}

export function applicationEmail(to: string, values: ApplicationValues): ApplicationEmail {
  const subject = `Application: ${values.position} – ${values.firstName.trim()} ${values.lastName.trim()}`;
  const link = (coverLetter: string) =>
    `mailto:${to}?subject=${encode(subject)}&body=${encode(body(values, coverLetter))}`;
  const full = link(values.coverLetter.trim());
  if (full.length <= MAILTO_MAX_LENGTH) return { href: full, includesCoverLetter: true };
  return { href: link(COVER_LETTER_PLACEHOLDER), includesCoverLetter: false };
}
