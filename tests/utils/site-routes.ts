// The routes the browser suites and the benchmark visit: every route of the spec's table, a
// service and a case study slug, and an unknown path.
export const SITE_ROUTES = [
  '/',
  '/about',
  '/services',
  '/services/seo',
  '/services/technology-integrations',
  '/case-studies',
  '/case-studies/enterprise-technology-integration',
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

export const UNKNOWN_ROUTE = '/no-such-page';
