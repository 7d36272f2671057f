// Helpers for writing seed documents in TypeScript. seed/build.ts turns the documents into
// seed/dataset.ndjson (read by the local content lake) and seed/import/ (for `sanity dataset
// import`). Images are referenced by their path under seed/images/.

export interface SeedImage {
  _type: 'image';
  alt: string;
  /** Path under seed/images/, resolved by seed/build.ts into an asset reference. */
  __seedImage: string;
}

export type SeedDocument = { _id: string; _type: string } & Record<string, unknown>;

export function image(path: string, alt: string): SeedImage {
  return { _type: 'image', alt, __seedImage: path };
}

/**
 * The brand sharing card (1200×630): the site settings' default sharing image, and the one
 * seed/build.ts gives a page with no picture of its own. Its alternative text says what the
 * picture shows, the same on every page.
 */
export const brandShareImage = () =>
  image(
    'brand/og-default.svg',
    'The Nexora Digital logo, a white letter N on a rounded blue-to-cyan square, on a dark navy card with a grid of dots and two thin rings',
  );

export function slug(current: string) {
  return { _type: 'slug', current };
}

/**
 * The orderable list's rank (a LexoRank) of the `position`-th document, 1-based: the value its
 * "Reset Order" gives, so a reset in the Studio keeps the seed's order.
 */
export function orderRank(position: number) {
  return `0|${(36 ** 5 + 8 + 16 * (position - 1)).toString(36)}:`;
}

export function ref(id: string, key?: string) {
  return { _type: 'reference', _ref: id, ...(key ? { _key: key } : {}) };
}

/** Adds a stable `_key` to every object of an array, as Sanity requires for arrays of objects. */
export function keyed<T extends object>(prefix: string, items: T[]): (T & { _key: string })[] {
  return items.map((item, index) => ({ _key: `${prefix}${index + 1}`, ...item }));
}

let blockCounter = 0;
const nextKey = () => `b${(++blockCounter).toString(36)}`;

type Style = 'normal' | 'h2' | 'h3';

/** One Portable Text block. `**bold**` spans are not parsed: keep copy plain. */
export function block(text: string, style: Style = 'normal', listItem?: 'bullet' | 'number') {
  return {
    _type: 'block',
    _key: nextKey(),
    style,
    markDefs: [],
    children: [{ _type: 'span', _key: nextKey(), text, marks: [] }],
    ...(listItem ? { listItem, level: 1 } : {}),
  };
}

/** A paragraph with one link: `before [label](href) after`. */
export function blockWithLink(before: string, label: string, href: string, after = '') {
  const linkKey = nextKey();
  return {
    _type: 'block',
    _key: nextKey(),
    style: 'normal',
    markDefs: [{ _type: 'link', _key: linkKey, href }],
    children: [
      { _type: 'span', _key: nextKey(), text: before, marks: [] },
      { _type: 'span', _key: nextKey(), text: label, marks: [linkKey] },
      { _type: 'span', _key: nextKey(), text: after, marks: [] },
    ],
  };
}

/** A `seo` object. Search engines cut descriptions near 160 characters, so longer ones throw. */
export function seo(title: string, description: string, keywords: string[] = []) {
  if (description.length > 160) {
    throw new Error(`SEO description of "${title}" is ${description.length} characters (max 160)`);
  }
  return { title, description, ...(keywords.length > 0 ? { keywords } : {}) };
}

/** A `link` object: a button or text link with a relative path, http(s), mailto or tel href. */
export function link(label: string, href: string) {
  return { label, href };
}
