// Validation rules shared by several schema types. Each returns `true` or a message written
// for editors, because the Studio shows the message verbatim next to the field.
import type { CustomValidator, ValidationContext } from 'sanity';

// No backslash: browsers read it as `/`, so `/\evil.com` would leave the site.
const RELATIVE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const FRAGMENT = /^#[A-Za-z][\w-]*$/;
const WEB_URL = /^https?:\/\/[^\s/?#:]+\.[^\s/?#:]+(?::\d+)?(?:[/?#]\S*)?$/i;
const MAILTO = /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/?]+(?:\?\S*)?$/i;
const TEL = /^tel:\+?\d[\d-]{6,}$/;

export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Phone numbers as printed: optional plus, then at least ten digits, spaces or hyphens. */
export const PHONE_NUMBER = /^\+?[\d][\d\s-]{9,}$/;

/**
 * True for the link targets a page may hold: a site path (`/contact`), an in-page anchor
 * (`#contact`), an http(s) URL, or a `mailto:` / `tel:` link. Anything else (a bare domain,
 * `javascript:`, a protocol-relative `//host`) would break or endanger the rendered link.
 */
export function isAllowedHref(href: string): boolean {
  return [RELATIVE_PATH, FRAGMENT, WEB_URL, MAILTO, TEL].some((pattern) => pattern.test(href));
}

export const hrefValidator: CustomValidator<string | undefined> = (href) =>
  href === undefined ||
  isAllowedHref(href) ||
  'Use a site path such as /contact, an #anchor, an https:// address, a mailto: link, or a tel: link with no spaces (tel:+919876543210).';

/**
 * A date (YYYY-MM-DD) that has already come: a page cannot have been updated tomorrow. "Today"
 * is the editor's own calendar day (en-CA formats it as YYYY-MM-DD), not the UTC one, so staff
 * in India can publish with today's date before 05:30.
 */
export const notInFuture: CustomValidator<string | undefined> = (date) =>
  !date || date <= new Date().toLocaleDateString('en-CA') || 'This date is in the future.';

/**
 * Warns when another document of the same type has the same display order: the site then shows
 * the two in the order they were created, which editors may not expect.
 */
export const orderNotShared: CustomValidator<number | undefined> = async (order, context) => {
  const document = context.document;
  if (order === undefined || !document) return true;
  const id = document._id.replace(/^drafts\./, '');
  const others = await context
    .getClient({ apiVersion: '2025-05-15' })
    .fetch<string[]>(
      '*[_type == $type && order == $order && !(_id in [$id, "drafts." + $id])]._id',
      { type: document._type, order, id },
    );
  return (
    others.length === 0 ||
    `Another entry already has number ${order}: the two are shown in the order they were created.`
  );
};

export const kebabCaseSlug: CustomValidator<{ current?: string } | undefined> = (slug) =>
  !slug?.current ||
  KEBAB_CASE.test(slug.current) ||
  'Use lowercase letters, digits and single hyphens only (it becomes part of the URL).';

/** Reads a boolean switch on the document being validated, such as `service.hasDetailPage`. */
function documentFlag(context: ValidationContext, flag: string): boolean {
  return context.document?.[flag] === true;
}

/** Nothing filled in: missing, an empty array, or text that is only spaces. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Makes a field required only while a document switch is on. */
export function requiredWhen(flag: string, reason: string): CustomValidator<unknown> {
  return (value, context) =>
    !documentFlag(context, flag) || !isEmpty(value) || `Required ${reason}.`;
}

/** Demands an exact number of items while a document switch is on (the page layout counts them). */
export function exactCountWhen(
  flag: string,
  count: number,
  reason: string,
): CustomValidator<unknown[] | undefined> {
  return (items, context) => {
    if (!documentFlag(context, flag)) return true;
    const length = items?.length ?? 0;
    return length === count || `Add exactly ${count} items ${reason} (now ${length}).`;
  };
}

/** Rejects two array items that share the same value in `field` (e.g. two LinkedIn links). */
export function uniqueBy(field: string, label: string): CustomValidator<unknown[] | undefined> {
  return (items) => {
    const values = (items ?? []).map((item) => (item as Record<string, unknown>)[field]);
    const duplicate = values.find((value, index) => value && values.indexOf(value) !== index);
    return (
      duplicate === undefined || `Each ${label} may appear only once ("${String(duplicate)}").`
    );
  };
}

/** Rejects a maximum below the minimum in a `{min, max}` pair of sibling number fields. */
export function notBelowSibling(field: string, label: string): CustomValidator<number | undefined> {
  return (value, context) => {
    const other = context.document?.[field];
    return (
      value === undefined ||
      typeof other !== 'number' ||
      value >= other ||
      `Must be at least the ${label} (${other}).`
    );
  };
}

/** Rejects a calendar date (YYYY-MM-DD) before the one in a sibling date field. */
export function notBeforeSiblingDate(
  field: string,
  label: string,
): CustomValidator<string | undefined> {
  return (value, context) => {
    const other = context.document?.[field];
    return (
      !value ||
      typeof other !== 'string' ||
      value >= other ||
      `Must not be before the ${label} (${other}).`
    );
  };
}
