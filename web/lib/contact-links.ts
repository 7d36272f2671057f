// hrefs built from the contact details editors type into siteSettings (the footer, /contact and
// each service page's consultation section show them).

/** A tel: link: the digits and a leading +, whatever spacing the number is written with. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The address on one line, as map services and screen readers take it. */
export function singleLineAddress(address: string): string {
  return address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * A map search for the address: the page links out to a map rather than embed a third-party one
 * (tracking, weight, a consent question).
 */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(singleLineAddress(address))}`;
}
