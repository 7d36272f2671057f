// An e-mail address that wraps after the @ first, then before a dot, mid-word only where one part
// is wider than the line; the domain is an inline block that moves whole to its own line. Browsers
// add a space before an inline block in the accessible name, so a link around it sets aria-label.
import { Fragment } from 'react';

function withBreaksBeforeDots(text: string) {
  return text.split(/(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The address with its break points; its text is unchanged. */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return withBreaksBeforeDots(email);
  return (
    <>
      {withBreaksBeforeDots(email.slice(0, at + 1))}
      <wbr />
      <span className="inline-block max-w-full">{withBreaksBeforeDots(email.slice(at + 1))}</span>
    </>
  );
}
