// The Presentation tool: the preview site beside the form, with click-to-edit. Each route opens
// its main document, and each document lists the pages that show it. The preview server and
// the Studio's address are set up as docs/editing.md describes.
import type { SanityDocumentLike } from 'sanity';
import {
  defineDocuments,
  defineLocations,
  presentationTool,
  type DocumentLocation,
} from 'sanity/presentation';

import { singletonDocuments } from '../schemas';
import { LEGAL_PAGES } from '../schemas/lib/options';
import { NOT_FOUND_PATH, paths, SITE_PAGES } from '../web/lib/paths';
import { previewUrl } from './env';
import { DOCUMENT_TYPES_WITH_PAGES, pagePath } from './production-url';

/** A fixed document is found by its _id, which is its type. */
const fixed = (route: string, id: string) => ({ route, filter: `_id == "${id}"` });

export const mainDocuments = defineDocuments([
  fixed(paths.home, 'homePage'),
  fixed(paths.about, 'aboutPage'),
  fixed(paths.services, 'servicesPage'),
  {
    route: paths.service(':slug'),
    filter: '_type == "service" && slug.current == $slug',
  },
  fixed(paths.caseStudies, 'caseStudiesPage'),
  {
    route: paths.caseStudy(':slug'),
    filter: '_type == "caseStudy" && slug.current == $slug',
  },
  fixed(paths.contact, 'contactPage'),
  fixed(paths.careers, 'careersPage'),
  fixed(paths.apply, 'applyPage'),
  ...LEGAL_PAGES.map(({ id, slug }) => fixed(`/${slug}`, id)),
  fixed(paths.socialMarketing, 'comingSoonPage'),
  fixed(paths.digitalMarketing, 'comingSoonPage'),
  fixed(paths.admin, 'adminPage'),
  fixed(paths.chatbot, 'chatPage'),
  fixed(paths.aiAutomation, 'aiAutomationPage'),
  fixed(paths.blockchain, 'blockchainPage'),
  fixed(NOT_FOUND_PATH, 'notFoundPage'),
]);

const pageTitles = new Map<string, string>([
  [paths.home, 'Home'],
  [paths.services, 'Services'],
  [paths.caseStudies, 'Case studies'],
  [paths.careers, 'Careers'],
  [paths.apply, 'Apply'],
]);
const at = (href: string, title = pageTitles.get(href) ?? href): DocumentLocation => ({
  title,
  href,
});

interface Selected {
  title?: string;
  slug?: string;
  hasDetailPage?: boolean;
  onServicesPage?: boolean;
}

/** Pages that show a document besides its own (a card, a list, the shared chrome). */
const ALSO_SHOWN_ON: Record<string, (document: Selected) => string[]> = {
  siteSettings: () => SITE_PAGES,
  service: ({ onServicesPage }) => [...(onServicesPage ? [paths.services] : []), paths.home],
  caseStudy: () => [paths.caseStudies],
  jobOpening: () => [paths.careers, paths.apply],
  comingSoonPage: () => [paths.digitalMarketing],
};

const typeTitles = new Map<string, string>(
  singletonDocuments.map(({ name, title = name }) => [name, title]),
);

export const locations = Object.fromEntries(
  DOCUMENT_TYPES_WITH_PAGES.map((type) => [
    type,
    defineLocations({
      select: {
        title: 'title',
        slug: 'slug.current',
        hasDetailPage: 'hasDetailPage',
        onServicesPage: 'onServicesPage',
      },
      resolve: (selected) => {
        const document = selected as Selected;
        const own = pagePath({
          _id: type,
          _type: type,
          ...document,
          slug: { current: document.slug },
        } as SanityDocumentLike);
        const title = document.title ?? typeTitles.get(type) ?? type;
        const hrefs = [...(own ? [own] : []), ...(ALSO_SHOWN_ON[type]?.(document) ?? [])];
        return {
          locations: [...new Set(hrefs)].map((href) => at(href, href === own ? title : undefined)),
        };
      },
    }),
  ]),
);

// The bundle always has an address (sanity.cli.ts); plain Node, as in tests, may have none.
const previewOrigin = URL.canParse(previewUrl) ? new URL(previewUrl).origin : undefined;

export const presentation = presentationTool({
  previewUrl: { initial: previewUrl },
  allowOrigins: previewOrigin ? [previewOrigin] : undefined,
  resolve: { mainDocuments, locations },
});
