// The Studio's left-hand navigation, grouped the way editors think of the site: settings, the
// marketing pages, one folder per area with its page and its list, testimonials, the legal and
// utility pages. Each singleton and legal page opens its one document directly.
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

import { singletonDocuments } from '../schemas';
import { displayOrdering } from '../schemas/lib/fields';
import { LEGAL_PAGES } from '../schemas/lib/options';

const titles = new Map<string, string>(
  singletonDocuments.map(({ name, title = name }) => [name, title]),
);

/**
 * Where each singleton sits. tests/unit/studio/structure.test.ts checks that every singleton
 * has exactly one place, so a new page type cannot go missing from the menu.
 */
export const SINGLETON_PLACES = {
  top: ['siteSettings'],
  pages: ['homePage', 'aboutPage', 'contactPage', 'aiAutomationPage', 'blockchainPage'],
  services: ['servicesPage'],
  caseStudies: ['caseStudiesPage'],
  careers: ['careersPage', 'applyPage'],
  utility: ['chatPage', 'comingSoonPage', 'notFoundPage', 'adminPage'],
} as const;

/** Types with an `order` field list in display order, matching what visitors see. */
const ORDERED_TYPES = new Set(['service', 'caseStudy', 'testimonial', 'jobOpening']);

type ListItem = ReturnType<StructureBuilder['listItem']>;

export const structure: StructureResolver = (S) => {
  const fixedDocument = (schemaType: string, id: string, title: string) =>
    S.listItem()
      .id(id)
      .title(title)
      .schemaType(schemaType)
      .child(S.document().schemaType(schemaType).documentId(id).title(title));

  const singletons = (names: readonly string[]) =>
    names.map((name) => fixedDocument(name, name, titles.get(name) ?? name));

  const list = (name: string) =>
    ORDERED_TYPES.has(name)
      ? S.documentTypeListItem(name).child(
          S.documentTypeList(name).defaultOrdering(displayOrdering.by),
        )
      : S.documentTypeListItem(name);

  const folder = (id: string, title: string, items: ListItem[]) =>
    S.listItem().id(id).title(title).child(S.list().id(id).title(title).items(items));

  return S.list()
    .title('Content')
    .items([
      ...singletons(SINGLETON_PLACES.top),
      S.divider(),
      folder('pages', 'Pages', singletons(SINGLETON_PLACES.pages)),
      folder('services', 'Services', [...singletons(SINGLETON_PLACES.services), list('service')]),
      folder('case-studies', 'Case studies', [
        ...singletons(SINGLETON_PLACES.caseStudies),
        list('caseStudy'),
      ]),
      folder('careers', 'Careers', [...singletons(SINGLETON_PLACES.careers), list('jobOpening')]),
      list('testimonial'),
      folder(
        'legal',
        'Legal pages',
        LEGAL_PAGES.map(({ id, title }) => fixedDocument('legalPage', id, title)),
      ),
      S.divider(),
      folder('utility', 'Utility pages', singletons(SINGLETON_PLACES.utility)),
    ]);
};
