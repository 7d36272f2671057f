// The route table; its addresses come from web/lib/paths.ts.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

import { paths } from '../lib/paths';

/** A top-level route at one of the site's addresses. */
const page = (path: string, file: string, id?: string) =>
  route(path.slice(1), file, id ? { id } : {});

export default [
  index('routes/home.tsx'),
  page(paths.about, 'routes/about.tsx'),
  page(paths.services, 'routes/services.tsx'),
  page(paths.service(':serviceId'), 'routes/service-detail.tsx'),
  page(paths.caseStudies, 'routes/case-studies.tsx'),
  page(paths.caseStudy(':slug'), 'routes/case-study-detail.tsx'),
  page(paths.contact, 'routes/contact.tsx'),
  page(paths.careers, 'routes/careers.tsx'),
  page(paths.apply, 'routes/apply.tsx'),
  page(paths.privacyPolicy, 'routes/privacy-policy.tsx'),
  page(paths.termsOfService, 'routes/terms-of-service.tsx'),
  page(paths.socialMarketing, 'routes/coming-soon.tsx', 'social-marketing'),
  page(paths.digitalMarketing, 'routes/coming-soon.tsx', 'digital-marketing'),
  page(paths.admin, 'routes/admin.tsx'),
  page(paths.chatbot, 'routes/chatbot.tsx'),
  page(paths.aiAutomation, 'routes/ai-automation.tsx'),
  page(paths.blockchain, 'routes/blockchain.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
