// Links stored in the CMS are rendered only when they are http(s), mailto, tel or relative,
// so a pasted `javascript:` URL can never reach an href.
const SAFE_PROTOCOL = /^(https?:|mailto:|tel:)/i;

export function safeHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  return SAFE_PROTOCOL.test(trimmed) ? trimmed : undefined;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
