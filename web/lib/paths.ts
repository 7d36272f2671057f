// Every route of the site in one place: the route table, the pre-render list, the
// Studio's links and the content's link check all read it.
import { stegaClean } from '@sanity/client/stega';

export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (serviceId: string) => `/services/${stegaClean(serviceId)}`,
  caseStudies: '/case-studies',
  caseStudy: (slug: string) => `/case-studies/${stegaClean(slug)}`,
  contact: '/contact',
  careers: '/careers',
  apply: '/apply',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  socialMarketing: '/social-marketing',
  digitalMarketing: '/digital-marketing',
  admin: '/admin',
  chatbot: '/chatbot',
  aiAutomation: '/ai-automation',
  blockchain: '/blockchain',
} as const;

/** The page pre-rendered as 404.html: the Not Found page, whatever address it answers. */
export const NOT_FOUND_PATH = '/404';

/** The pages without a slug, as links in the content may name them. */
export const SITE_PAGES = Object.values(paths).filter(
  (path): path is Extract<(typeof paths)[keyof typeof paths], string> => typeof path === 'string',
);

/** Routes without a slug, pre-rendered as they are. '/404' renders Not Found for 404.html. */
export const STATIC_PATHS = [...SITE_PAGES, NOT_FOUND_PATH] as const;

/**
 * The slug pre-rendered as each dynamic route's "not found" state. The server answers unknown slugs
 * with it (404) so the page hydrates on the same route; it then looks the address's own slug up,
 * which may have been published after the build.
 */
export const NOT_FOUND_SLUG = '__not-found';

const SLUG_SECTIONS = /^\/(services|case-studies)\/[^/]+$/;

/**
 * The site's own spelling of `pathname` when it names a page in other letters (/Contact), or null.
 * Static hosts answer such an address with Not Found while React Router matches any case and would
 * hydrate the real page under a 404, so the browser entry sends it on to the page's own first.
 */
export function sitePathFor(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  if (lower === pathname) return null;
  const known = (STATIC_PATHS as readonly string[]).includes(lower) || SLUG_SECTIONS.test(lower);
  return known ? lower : null;
}
