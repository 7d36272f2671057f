// The fixed value lists of the content model (docs/content-model.md). Fields offer them as
// dropdowns, and Sanity enforces a field's `options.list` itself (it adds `Rule.valid(list)`).

export const SERVICE_ICONS = [
  'code',
  'cloud',
  'rocket',
  'briefcase',
  'link',
  'database',
  'server',
  'cpu',
  'blocks',
  'search',
  'share',
  'megaphone',
  'pen',
  'palette',
  'mail',
  'globe',
] as const;

/**
 * Icons for the cards outside the service set (benefits, offerings, AI and blockchain cards):
 * the service icons and the rest of the site's content icons (web/components/ui/icon.tsx), so
 * an editor picks from what the site can draw instead of typing a name.
 */
export const CARD_ICONS = [
  ...SERVICE_ICONS,
  'award',
  'bar-chart',
  'bot',
  'building',
  'calendar',
  'check-circle',
  'clock',
  'coins',
  'file-search',
  'file-text',
  'fingerprint',
  'graduation-cap',
  'home',
  'laptop',
  'map-pin',
  'phone',
  'shield',
  'sparkles',
  'trending-up',
  'users',
  'wallet',
  'zap',
] as const;

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

/** The case-study filter buttons on /case-studies, in the order the page shows them. */
export const CASE_STUDY_CATEGORIES = [
  'Technology Integration',
  'Product Delivery',
  'Business Development',
  'Web and App Development',
  'Cloud Solutions',
] as const;

export const SOCIAL_PLATFORMS = [
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
] as const;

/**
 * The site's pages without a slug, as links in the content may name them (web/app/routes.ts;
 * tests/content/schema-validation.test.ts checks the two agree). `/services/<slug>` and
 * `/case-studies/<slug>` are looked up among the documents instead.
 */
export const SITE_PAGES = [
  '/',
  '/about',
  '/services',
  '/case-studies',
  '/contact',
  '/careers',
  '/apply',
  '/privacy-policy',
  '/terms-of-service',
  '/social-marketing',
  '/digital-marketing',
  '/admin',
  '/chatbot',
  '/ai-automation',
  '/blockchain',
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

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

export const TESTIMONIAL_RATINGS = [
  { title: '5 stars', value: 5 },
  { title: '4 stars', value: 4 },
] as const;

/** Turns a list of plain values into the `{title, value}` pairs a Studio dropdown shows. */
export function toOptions(values: readonly string[]) {
  return values.map((value) => ({ title: value, value }));
}

/**
 * The words the site links to /privacy-policy wherever a CMS note names the policy: the
 * newsletter's consent note and the forms' privacy notes (web/components/ui/policy-note.tsx).
 */
export const PRIVACY_POLICY_WORDS = 'Privacy Policy';
