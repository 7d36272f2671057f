// Validation rules shared by several schema types. Each returns `true` or a message written
// for editors, because the Studio shows the message verbatim next to the field.
import type { CustomValidator, PortableTextBlock, ValidationContext } from 'sanity';

import { SITE_PAGES } from './options';

// No backslash: browsers read it as `/`, so `/\evil.com` would leave the site.
const RELATIVE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const FRAGMENT = /^#[A-Za-z][\w-]*$/;
const WEB_URL = /^https?:\/\/[^\s/?#:]+\.[^\s/?#:]+(?::\d+)?(?:[/?#]\S*)?$/i;
const MAILTO = /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/?]+(?:\?\S*)?$/i;
const TEL = /^tel:\+?\d[\d-]{6,}$/;

export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Phone numbers as printed: optional plus, then at least ten digits, spaces or hyphens. */
export const PHONE_NUMBER = /^\+?[\d][\d\s-]{9,}$/;

/** The Content Lake API version of the look-ups that rules make while validating. */
export const VALIDATION_API_VERSION = '2025-05-15';

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

/** The pages behind `/services/<slug>` and `/case-studies/<slug>`, and which documents exist. */
const DETAIL_ROUTES = {
  services: {
    type: 'service',
    filter: 'hasDetailPage == true',
    what: 'service with a detail page',
  },
  'case-studies': { type: 'caseStudy', filter: 'true', what: 'case study' },
} as const;

/** The path part of a site-relative link: without `?query` or `#anchor`, nor a trailing `/`. */
function pathOf(href: string): string {
  const path = href.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether a published document answers a detail route, or `undefined` when that cannot be
 * looked up (no client, as in a command-line check, or the request failed): a warning must not
 * appear just because the Studio could not ask.
 */
async function detailPageExists(
  context: ValidationContext,
  route: (typeof DETAIL_ROUTES)[keyof typeof DETAIL_ROUTES],
  slug: string,
): Promise<boolean | undefined> {
  try {
    return await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .fetch<boolean>(
        `count(*[_type == $type && slug.current == $slug && ${route.filter} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]) > 0`,
        { type: route.type, slug },
      );
  } catch {
    return undefined;
  }
}

/**
 * Warns when a site path (`/servces`, `/services/no-such-service`) leads to no page, so the
 * visitor would land on "Page Not Found". A warning, not an error: an editor may link to a
 * service or case study that is about to be published. Anchors and query strings are ignored.
 */
export const sitePathExists: CustomValidator<string | undefined> = async (href, context) => {
  if (!href || !RELATIVE_PATH.test(href)) return true;
  const path = pathOf(href);
  if ((SITE_PAGES as readonly string[]).includes(path)) return true;
  const [, section, slug] = /^\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
  const route =
    section && Object.hasOwn(DETAIL_ROUTES, section)
      ? DETAIL_ROUTES[section as keyof typeof DETAIL_ROUTES]
      : undefined;
  if (!route || !slug) {
    return `There is no page at ${path}: the link would show "Page Not Found". The site's pages are ${SITE_PAGES.join(', ')}, /services/<slug> and /case-studies/<slug>.`;
  }
  return (
    (await detailPageExists(context, route, slug)) !== false ||
    `No published ${route.what} has the slug "${slug}": ${path} would show "Page Not Found".`
  );
};

/**
 * Today as YYYY-MM-DD on the editor's own calendar (en-CA formats dates so), not the UTC one, so
 * staff in India can use today's date before 05:30.
 */
export const editorToday = () => new Date().toLocaleDateString('en-CA');

/** A date (YYYY-MM-DD) that has already come: a page cannot have been updated tomorrow. */
export const notInFuture: CustomValidator<string | undefined> = (date) =>
  !date || date <= editorToday() || 'This date is in the future.';

export const kebabCaseSlug: CustomValidator<{ current?: string } | undefined> = (slug) =>
  !slug?.current ||
  KEBAB_CASE.test(slug.current) ||
  'Use lowercase letters, digits and single hyphens only (it becomes part of the URL).';

/**
 * Slugs a page under /services/ or /case-studies/ cannot have: each page is saved as
 * `<section>/<slug>.html`, and `index.html` and `404.html` are the section's own files. The build
 * refuses them too, for content that reaches the dataset without the Studio.
 */
export const RESERVED_PAGE_SLUGS: Readonly<Record<string, string>> = {
  index: 'the list page of the section (/services, /case-studies)',
  '404': 'the section\'s "not found" page',
};

/** A slug that becomes a page's address: kebab case, and none of the reserved names. */
export const pageSlug: CustomValidator<{ current?: string } | undefined> = (slug, context) => {
  const current = slug?.current;
  if (current && Object.hasOwn(RESERVED_PAGE_SLUGS, current)) {
    return `"${current}" cannot be used: the site keeps this name for ${RESERVED_PAGE_SLUGS[current]}, which a page with this slug would break. Choose another slug.`;
  }
  return kebabCaseSlug(slug, context);
};

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

/**
 * Rejects text that is empty or only spaces. `rule.required()` alone accepts both: it only
 * checks that the field exists, so '   ' would publish as an invisible heading or button.
 */
export function notBlank(title: string): CustomValidator<string | undefined> {
  return (text) =>
    text === undefined || !isEmpty(text) || `"${title}" is empty: spaces alone do not count.`;
}

/** The text of one Portable Text block, its spans joined. */
export function blockText(block: PortableTextBlock): string {
  const children = Array.isArray(block.children) ? block.children : [];
  return children.map((child) => (typeof child.text === 'string' ? child.text : '')).join('');
}

/**
 * Rejects rich text with nothing to read: `rule.required()` accepts an empty list, and a single
 * empty paragraph counts as content to it.
 */
export function hasText(title: string): CustomValidator<PortableTextBlock[] | undefined> {
  return (blocks) =>
    blocks === undefined ||
    blocks.some((block) => block._type === 'block' && !isEmpty(blockText(block))) ||
    `"${title}" has no text yet: write at least one paragraph.`;
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

/** A document field and the title editors see on it, for rules that compare two fields. */
interface TitledField {
  field: string;
  title: string;
}

/** Rejects a maximum below the minimum in a `{min, max}` pair of sibling number fields. */
export function notBelowSibling(
  title: string,
  sibling: TitledField,
): CustomValidator<number | undefined> {
  return (value, context) => {
    const other = context.document?.[sibling.field];
    return (
      value === undefined ||
      typeof other !== 'number' ||
      value >= other ||
      `"${title}" must be at least "${sibling.title}" (${other}).`
    );
  };
}

/** Rejects a calendar date (YYYY-MM-DD) before the one in a sibling date field. */
export function notBeforeSiblingDate(
  title: string,
  sibling: TitledField,
): CustomValidator<string | undefined> {
  return (value, context) => {
    const other = context.document?.[sibling.field];
    return (
      !value ||
      typeof other !== 'string' ||
      value >= other ||
      `"${title}" must not be before "${sibling.title}" (${other}).`
    );
  };
}
