// The Studio's left-hand navigation: each singleton opens its one document directly (site
// settings first, then the pages), followed by the lists editors add documents to.
import type { StructureResolver } from 'sanity/structure';

import { collectionDocuments, singletonDocuments } from '../schemas';

/** Types with an `order` field list in display order, matching what visitors see. */
const ORDERED_TYPES = new Set(['service', 'caseStudy', 'testimonial', 'jobOpening']);

export const structure: StructureResolver = (S) => {
  const [settings, ...pages] = singletonDocuments.map(({ name, title = name }) =>
    S.listItem()
      .id(name)
      .title(title)
      .schemaType(name)
      .child(S.document().schemaType(name).documentId(name).title(title)),
  );

  const lists = collectionDocuments.map(({ name }) =>
    ORDERED_TYPES.has(name)
      ? S.documentTypeListItem(name).child(
          S.documentTypeList(name).defaultOrdering([{ field: 'order', direction: 'asc' }]),
        )
      : S.documentTypeListItem(name),
  );

  return S.list()
    .title('Content')
    .items([...(settings ? [settings] : []), S.divider(), ...pages, S.divider(), ...lists]);
};
