// The route table of the product spec.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:serviceId', 'routes/service-detail.tsx'),
  route('case-studies', 'routes/case-studies.tsx'),
  route('case-studies/:slug', 'routes/case-study-detail.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('apply', 'routes/apply.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('social-marketing', 'routes/coming-soon.tsx', { id: 'social-marketing' }),
  route('digital-marketing', 'routes/coming-soon.tsx', { id: 'digital-marketing' }),
  route('admin', 'routes/admin.tsx'),
  route('chatbot', 'routes/chatbot.tsx'),
  route('ai-automation', 'routes/ai-automation.tsx'),
  route('blockchain', 'routes/blockchain.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
