// The routes the browser suites and the benchmark visit: every page without a slug, a service
// and a case study slug, and an unknown path.
import { paths, SITE_PAGES } from '../../web/lib/paths';

export const SITE_ROUTES = [
  ...SITE_PAGES,
  paths.service('seo'),
  paths.service('technology-integrations'),
  paths.caseStudy('enterprise-technology-integration'),
] as const;

export const UNKNOWN_ROUTE = '/no-such-page';
