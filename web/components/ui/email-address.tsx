// An e-mail address that wraps where a reader expects it to: after the @ and before a dot (as a
// URL is broken in print), and only mid-word where a single part is wider than the line (the
// parent's wrap-anywhere). Without the break points a browser keeps the address whole and
// overflows, or with break-all splits it at any letter even when it would fit.
import { Fragment } from 'react';

/** The address with <wbr> break points; the text itself (and so its accessible name) is unchanged. */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
