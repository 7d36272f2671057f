// An e-mail address that wraps where a reader expects it to: after the @ first, then before a
// dot (as a URL is broken in print), and only mid-word where a single part is wider than the line
// (the parent's wrap-anywhere). Without the break points a browser keeps the address whole and
// overflows, or with break-all splits it at any letter even when it would fit. The domain sits in
// an inline block, so it moves whole to a line of its own when it fits there: left to <wbr>
// alone, a browser fills the first line as far as it can ('services@nexoradigital' over
// '.example').
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
