// Links stored in the CMS are rendered only when they are http(s), mailto, tel or relative,
// so a pasted `javascript:` URL can never reach an href.
const SAFE_PROTOCOL = /^(mailto:|tel:)/i;

/**
 * Browsers read `\` as `/` and drop tabs and line breaks inside a URL, so `/\evil.com` or
 * `/<tab>/evil.com` would leave the site while looking like a path. A path holds none of them.
 */
const URL_BENDING_CHARS = /[\\\t\n\r]/;

/**
 * An http(s) link must be written out in full, `https://host/…`. Browsers also accept
 * `http:/evil.example` or `https:evil.example`, reading them against the page: on an https page
 * the first becomes http://evil.example/, and neither would be marked as leaving the site.
 */
function isAbsoluteWebUrl(href: string): boolean {
  if (!/^https?:\/\/[^/?#]/i.test(href)) return false;
  try {
    return new URL(href).hostname !== '';
  } catch {
    return false;
  }
}

export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const trimmed = href.trim();
  if (URL_BENDING_CHARS.test(trimmed)) return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  if (/^https?:/i.test(trimmed)) return isAbsoluteWebUrl(trimmed) ? trimmed : undefined;
  return SAFE_PROTOCOL.test(trimmed) ? trimmed : undefined;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
