// What each page reads from the CMS, keyed by its address: the routes load it, and a link that a
// visitor points at reads it ahead (content-prefetch.ts). Only queries and head builders live
// here, so the table costs the first page none of the other pages' code.
import { matchPath } from 'react-router';

import { aboutPageQueryOptions } from '@/features/about/queries';
import { aiAutomationPageQueryOptions } from '@/features/ai-automation/queries';
import { blockchainPageQueryOptions } from '@/features/blockchain/queries';
import {
  adminPageQueryOptions,
  applyPageQueryOptions,
  careersPageQueryOptions,
} from '@/features/careers/queries';
import { caseStudyHead } from '@/features/case-studies/case-study-head';
import {
  caseStudiesPageQueryOptions,
  caseStudyQueryOptions,
} from '@/features/case-studies/queries';
import { comingSoonPageQueryOptions } from '@/features/coming-soon/queries';
import { enquiryFormsQueryOptions } from '@/features/contact/queries';
import { chatPageQueryOptions, contactPageQueryOptions } from '@/features/contact-info/queries';
import { homePageQueryOptions } from '@/features/home/queries';
import { legalPageHead } from '@/features/legal/legal-head';
import { legalPageQueryOptions } from '@/features/legal/queries';
import { notFoundPageQueryOptions } from '@/features/not-found/queries';
import {
  serviceDetailQueryOptions,
  serviceNotFoundQueryOptions,
  servicesPageQueryOptions,
} from '@/features/services/queries';
import { serviceDetailHead } from '@/features/services/service-detail-head';
import { testimonialsQueryOptions } from '@/features/testimonials/queries';
import { paths } from '@/lib/paths';
import { pageContent, type PageContent } from '@/lib/route-data';
import { headFromSeo } from '@/lib/seo';

export const homeContent = () =>
  pageContent(homePageQueryOptions(), (page) => headFromSeo(page?.seo, 'Home'), [
    testimonialsQueryOptions(),
    enquiryFormsQueryOptions(),
  ]);
export const aboutContent = () =>
  pageContent(aboutPageQueryOptions(), (page) => headFromSeo(page?.seo, 'About Us'));
export const servicesContent = () =>
  pageContent(servicesPageQueryOptions(), (data) => headFromSeo(data?.page?.seo, 'Our Services'));
// An unknown id or slug resolves to null (not an error), so the page renders its not-found state.
export const serviceDetailContent = (serviceId: string) =>
  pageContent(
    serviceDetailQueryOptions(serviceId),
    (service, queryClient) =>
      serviceDetailHead(service, queryClient.getQueryData(serviceNotFoundQueryOptions().queryKey)),
    [serviceNotFoundQueryOptions(), enquiryFormsQueryOptions()],
  );
export const caseStudiesContent = () =>
  pageContent(caseStudiesPageQueryOptions(), (data) =>
    headFromSeo(data?.page?.seo, 'Case Studies'),
  );
export const caseStudyContent = (slug: string) =>
  pageContent(caseStudyQueryOptions(slug), caseStudyHead);
export const contactContent = () =>
  pageContent(contactPageQueryOptions(), (data) => headFromSeo(data?.page?.seo, 'Contact Us'), [
    enquiryFormsQueryOptions(),
  ]);
export const careersContent = () =>
  pageContent(careersPageQueryOptions(), (data) => headFromSeo(data?.page?.seo, 'Careers'));
export const applyContent = () =>
  pageContent(applyPageQueryOptions(), (data) =>
    headFromSeo(data?.page?.seo, 'Apply for a Position'),
  );
export const privacyPolicyContent = () =>
  pageContent(legalPageQueryOptions('privacy-policy'), legalPageHead('Privacy Policy'));
export const termsOfServiceContent = () =>
  pageContent(legalPageQueryOptions('terms-of-service'), legalPageHead('Terms of Service'));
export const comingSoonContent = () =>
  pageContent(comingSoonPageQueryOptions(), (page) => headFromSeo(page?.seo, 'Coming Soon'));
export const adminContent = () =>
  pageContent(adminPageQueryOptions(), (data) =>
    headFromSeo(data?.seo, 'Admin', { noindex: true }),
  );
export const chatbotContent = () =>
  pageContent(chatPageQueryOptions(), (data) => headFromSeo(data?.seo, 'Chat With Us'));
export const aiAutomationContent = () =>
  pageContent(aiAutomationPageQueryOptions(), (data) => headFromSeo(data?.seo, 'AI Automation'));
export const blockchainContent = () =>
  pageContent(blockchainPageQueryOptions(), (data) =>
    headFromSeo(data?.seo, 'Blockchain Solutions'),
  );
export const notFoundContent = () =>
  pageContent(notFoundPageQueryOptions(), (page) =>
    headFromSeo(page?.seo, 'Page Not Found', { noindex: true, notFound: true }),
  );

type Params = Record<string, string | undefined>;

// Patterns as routes.ts writes them; the Not Found page is read only when it is visited.
const PAGE_CONTENT: [pattern: string, content: (params: Params) => PageContent<never>][] = [
  [paths.home, homeContent],
  [paths.about, aboutContent],
  [paths.services, servicesContent],
  [paths.service(':serviceId'), ({ serviceId }) => serviceDetailContent(serviceId ?? '')],
  [paths.caseStudies, caseStudiesContent],
  [paths.caseStudy(':slug'), ({ slug }) => caseStudyContent(slug ?? '')],
  [paths.contact, contactContent],
  [paths.careers, careersContent],
  [paths.apply, applyContent],
  [paths.privacyPolicy, privacyPolicyContent],
  [paths.termsOfService, termsOfServiceContent],
  [paths.socialMarketing, comingSoonContent],
  [paths.digitalMarketing, comingSoonContent],
  [paths.admin, adminContent],
  [paths.chatbot, chatbotContent],
  [paths.aiAutomation, aiAutomationContent],
  [paths.blockchain, blockchainContent],
];

/** The content the page at `pathname` reads, or null for an address outside the site's pages. */
export function contentForPath(pathname: string): PageContent<never> | null {
  for (const [pattern, content] of PAGE_CONTENT) {
    const match = matchPath(pattern, pathname);
    if (match) return content(match.params);
  }
  return null;
}
