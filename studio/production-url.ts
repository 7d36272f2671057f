// "Open preview" in a document's menu: the page of the website that shows the document, so
// staff can check an edit where visitors will see it. The live site shows published content
// (after the rebuild a publish triggers, docs/deploying.md); a draft is not on it yet.

import type { SanityDocumentLike } from 'sanity';

import { NOT_FOUND_PATH, paths } from '../web/lib/paths';

type PageDocument = SanityDocumentLike & {
  slug?: { current?: string };
  hasDetailPage?: boolean;
  onServicesPage?: boolean;
};

const slugOf = (document: PageDocument) => document.slug?.current?.trim() || undefined;

/** The site's path for each document type; undefined where the document has no page yet. */
const PAGE_PATHS: Record<string, (document: PageDocument) => string | undefined> = {
  // Settings show in every page's header and footer; Home stands for them.
  siteSettings: () => paths.home,
  homePage: () => paths.home,
  testimonial: () => paths.home,
  aboutPage: () => paths.about,
  servicesPage: () => paths.services,
  service: (document) => {
    const slug = slugOf(document);
    if (document.hasDetailPage === true && slug) return paths.service(slug);
    // A service without its own page shows as a card: on /services, or else on Home.
    return document.onServicesPage === true ? paths.services : paths.home;
  },
  caseStudiesPage: () => paths.caseStudies,
  caseStudy: (document) => {
    const slug = slugOf(document);
    return slug ? paths.caseStudy(slug) : paths.caseStudies;
  },
  contactPage: () => paths.contact,
  careersPage: () => paths.careers,
  // Each opening has its own anchor on /careers (and its JobPosting data's URL).
  jobOpening: (document) => {
    const slug = slugOf(document);
    return slug ? `${paths.careers}#${slug}` : paths.careers;
  },
  applyPage: () => paths.apply,
  legalPage: (document) => {
    const slug = slugOf(document);
    return slug ? `/${slug}` : undefined;
  },
  // Both Coming Soon addresses show this one page.
  comingSoonPage: () => paths.socialMarketing,
  adminPage: () => paths.admin,
  chatPage: () => paths.chatbot,
  aiAutomationPage: () => paths.aiAutomation,
  blockchainPage: () => paths.blockchain,
  notFoundPage: () => NOT_FOUND_PATH,
};

/** The document types with a page of their own (tests check every document type is here). */
export const DOCUMENT_TYPES_WITH_PAGES = Object.keys(PAGE_PATHS);

/** The site's path of the page that shows `document`, or undefined if there is none. */
export function pagePath(document: SanityDocumentLike): string | undefined {
  return PAGE_PATHS[document._type]?.(document as PageDocument);
}

/** The address on `siteUrl` of the page that shows `document`, or undefined if there is none. */
export function productionUrl(siteUrl: string, document: SanityDocumentLike): string | undefined {
  const path = pagePath(document);
  if (!siteUrl || path === undefined) return undefined;
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
