// An e-mail address that wraps where a reader expects: after the @ first, then before a dot, and
// mid-word only where one part is wider than the line. The domain is an inline block, so it moves
// whole to its own line when it fits there rather than splitting at a dot.
//
// Browsers put a space before an inline block in the accessible name they compute
// ('info@ nexoradigital.example'), so a link around the address states its name in aria-label.
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
