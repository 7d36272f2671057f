// The content model's values the site reads as well as the Studio: the site imports them from
// here, the schemas through lib/options.ts.

/** How a job opening's employment is given; the site maps each to schema.org's term. */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

/**
 * The words the site links to /privacy-policy wherever a CMS note names the policy: the
 * newsletter's consent note and the forms' privacy notes (web/components/ui/policy-note.tsx).
 */
export const PRIVACY_POLICY_WORDS = 'Privacy Policy';

/** The icons a service can show (web/components/ui/icon-names.ts draws every one). */
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
 * the service icons and the rest of the site's content icons (web/components/ui/icon-names.ts), so
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

export const SOCIAL_PLATFORMS = [
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
] as const;
