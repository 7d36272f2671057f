// The fixed value lists of the content model (docs/content-model.md). Fields offer them as dropdowns,
// and Sanity enforces a field's `options.list` itself (it adds `Rule.valid(list)`). The lists the
// site reads too live in ../constants.ts, the site's pages in web/lib/paths.ts.
export {
  CARD_ICONS,
  EMPLOYMENT_TYPES,
  PRIVACY_POLICY_WORDS,
  SERVICE_ICONS,
  SOCIAL_PLATFORMS,
} from '../constants';
export { SITE_PAGES } from '../../web/lib/paths';

export const ACCENT_COLORS = [
  'blue',
  'violet',
  'emerald',
  'amber',
  'rose',
  'cyan',
  'indigo',
  'teal',
] as const;

/** Legal pages live at fixed routes, so their slugs cannot be free text. */
export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms-of-service'] as const;

/**
 * The two legal pages are fixed documents, like the singletons: the Studio opens each by its
 * `_id` and offers no way to create, duplicate or delete one (a missing page breaks its route).
 */
export const LEGAL_PAGES = [
  { id: 'legal-privacy', slug: 'privacy-policy', title: 'Privacy Policy' },
  { id: 'legal-terms', slug: 'terms-of-service', title: 'Terms of Service' },
] as const satisfies readonly {
  id: string;
  slug: (typeof LEGAL_PAGE_SLUGS)[number];
  title: string;
}[];

export const JOB_LOCATIONS = ['Hybrid', 'Remote', 'On-site'] as const;

export const TESTIMONIAL_RATINGS = [
  { title: '5 stars', value: 5 },
  { title: '4 stars', value: 4 },
] as const;

/** Icon names as options titled in words: "bar-chart" reads "Bar chart". */
export function toIconOptions(names: readonly string[]) {
  return names.map((value) => ({
    title: `${value.charAt(0).toUpperCase()}${value.slice(1).replaceAll('-', ' ')}`,
    value,
  }));
}

/** Turns a list of plain values into the `{title, value}` pairs a Studio dropdown shows. */
export function toOptions(values: readonly string[]) {
  return values.map((value) => ({ title: value, value }));
}
