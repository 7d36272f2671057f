// Click-to-edit marks for the Studio's Presentation tool. Public pages carry only this store:
// the overlays, the draft reads and the mark builder load when the page is framed (root.tsx).
import { useSyncExternalStore } from 'react';

/** A document by id and type; a fixed page's id is its type. */
export type EditedDocument = string | { id: string; type: string };

/** The `data-sanity` value for a field of a document, or undefined outside the preview. */
export type EditLink = (document: EditedDocument, path: string) => string | undefined;

/** Where a component's content is edited: the document, and the field (or item) holding it. */
export interface EditSource {
  document: EditedDocument;
  field: string;
}

/** The path of an array item by its key, e.g. `cards[_key=="abc"]`. */
export const itemPath = (array: string, key: string) => `${array}[_key=="${key}"]`;

const noEditLink: EditLink = () => undefined;
let current = noEditLink;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setEditLink(link: EditLink) {
  current = link;
  for (const listener of listeners) listener();
}

/** Pre-rendered and hydrated without marks; they appear once the preview has loaded. */
export function useEditLink(): EditLink {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => noEditLink,
  );
}

/** Only the preview can be framed: the public site refuses it (frame-ancestors 'none'). */
export function useIsFramed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.self !== window.top,
    () => false,
  );
}
