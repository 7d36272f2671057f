// The Studio's left-hand navigation, grouped the way editors think of the site: settings, the
// marketing pages, one folder per area with its page and its list, testimonials, the legal and
// utility pages. Each singleton and legal page opens its one document directly; the lists the
// site shows in a chosen order are ordered by dragging.
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import { DocumentsIcon, WrenchIcon } from '@sanity/icons';
import type { ComponentType } from 'react';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

import { singletonDocuments } from '../schemas';
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

/** The lists editors order by dragging, with their titles: the site shows them in that order. */
export const ORDERED_LISTS = {
  service: 'Services',
  caseStudy: 'Case studies',
  testimonial: 'Testimonials',
  jobOpening: 'Job openings',
} as const;

type ListItems = Parameters<ReturnType<StructureBuilder['list']>['items']>[0];

export const structure: StructureResolver = (S, context) => {
  const iconOf = (schemaType: string) => context.schema.get(schemaType)?.icon as ComponentType;

  const fixedDocument = (schemaType: string, id: string, title: string) =>
    S.listItem()
      .id(id)
      .title(title)
      .icon(iconOf(schemaType))
      .schemaType(schemaType)
      .child(S.document().schemaType(schemaType).documentId(id).title(title));

  const singletons = (names: readonly string[]) =>
    names.map((name) => fixedDocument(name, name, titles.get(name) ?? name));

  const list = (type: keyof typeof ORDERED_LISTS) => {
    const title = ORDERED_LISTS[type];
    const item = orderableDocumentListDeskItem({
      type,
      id: type,
      title,
      icon: iconOf(type),
      S,
      context,
    });
    // The list pane is titled with the type's singular name; editors see a list of many.
    return { ...item, child: { ...(item.child as object), title } } as typeof item;
  };

  const folder = (id: string, title: string, icon: ComponentType, items: ListItems) =>
    S.listItem().id(id).title(title).icon(icon).child(S.list().id(id).title(title).items(items));

  return S.list()
    .title('Content')
    .items([
      ...singletons(SINGLETON_PLACES.top),
      S.divider(),
      folder('pages', 'Pages', DocumentsIcon, singletons(SINGLETON_PLACES.pages)),
      folder('services', 'Services', iconOf('service'), [
        ...singletons(SINGLETON_PLACES.services),
        list('service'),
      ]),
      folder('case-studies', 'Case studies', iconOf('caseStudy'), [
        ...singletons(SINGLETON_PLACES.caseStudies),
        list('caseStudy'),
      ]),
      folder('careers', 'Careers', iconOf('careersPage'), [
        ...singletons(SINGLETON_PLACES.careers),
        list('jobOpening'),
      ]),
      list('testimonial'),
      folder(
        'legal',
        'Legal pages',
        iconOf('legalPage'),
        LEGAL_PAGES.map(({ id, title }) => fixedDocument('legalPage', id, title)),
      ),
      S.divider(),
      folder('utility', 'Utility pages', WrenchIcon, singletons(SINGLETON_PLACES.utility)),
    ]);
};
