// The content model's values the site reads as well as the Studio: the site imports them from
// here, the schemas through lib/options.ts.

/** How a job opening's employment is given; the site maps each to schema.org's term. */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

/**
 * The words the site links to /privacy-policy wherever a CMS note names the policy: the
 * newsletter's consent note and the forms' privacy notes (web/components/ui/policy-note.tsx).
 */
export const PRIVACY_POLICY_WORDS = 'Privacy Policy';
