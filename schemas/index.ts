// The content model the Studio, the seed validation test and typegen all load. Field names
// follow docs/content-model.md; change them there, in the seed and in the GROQ queries together.
import { caseStudy } from './documents/case-study';
import { jobOpening } from './documents/job-opening';
import { legalPage } from './documents/legal-page';
import { service } from './documents/service';
import { testimonial } from './documents/testimonial';
import { blockContent } from './objects/block-content';
import { faqItem } from './objects/faq-item';
import { iconCard } from './objects/icon-card';
import { link } from './objects/link';
import { offeringCard } from './objects/offering-card';
import { seo, seoDefaults } from './objects/seo';
import { serviceCaseStudy } from './objects/service-case-study';
import { stat } from './objects/stat';
import { titledItem } from './objects/titled-item';
import { aboutPage } from './singletons/about-page';
import { adminPage } from './singletons/admin-page';
import { aiAutomationPage } from './singletons/ai-automation-page';
import { applyPage } from './singletons/apply-page';
import { blockchainPage } from './singletons/blockchain-page';
import { careersPage } from './singletons/careers-page';
import { caseStudiesPage } from './singletons/case-studies-page';
import { chatPage } from './singletons/chat-page';
import { comingSoonPage } from './singletons/coming-soon-page';
import { contactPage } from './singletons/contact-page';
import { homePage } from './singletons/home-page';
import { notFoundPage } from './singletons/not-found-page';
import { servicesPage } from './singletons/services-page';
import { siteSettings } from './singletons/site-settings';

/**
 * Documents edited once, with `_id` equal to their type. Ordered as the Studio pins them:
 * site settings first, then the pages in the order of the site's navigation.
 */
export const singletonDocuments = [
  siteSettings,
  homePage,
  aboutPage,
  servicesPage,
  caseStudiesPage,
  contactPage,
  careersPage,
  applyPage,
  aiAutomationPage,
  blockchainPage,
  chatPage,
  comingSoonPage,
  notFoundPage,
  adminPage,
];

/** Repeatable documents, listed in the Studio below the singletons. */
export const collectionDocuments = [service, caseStudy, testimonial, jobOpening, legalPage];

export const schemaTypes = [
  // Singletons: site settings and one document per page
  ...singletonDocuments,
  // Documents: the lists editors add to
  ...collectionDocuments,
  // Objects: building blocks reused inside documents
  seo,
  seoDefaults,
  link,
  blockContent,
  faqItem,
  titledItem,
  stat,
  iconCard,
  offeringCard,
  serviceCaseStudy,
];

/** Type names whose only document has `_id` equal to the type name. */
export const singletonTypes: ReadonlySet<string> = new Set(
  singletonDocuments.map((type) => type.name),
);

/**
 * Types whose documents are all fixed (the singletons and the two legal pages): editors edit and
 * publish them, but never create, duplicate, unpublish or delete one.
 */
export const fixedDocumentTypes: ReadonlySet<string> = new Set([...singletonTypes, legalPage.name]);
