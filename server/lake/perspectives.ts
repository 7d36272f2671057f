// Which documents a request sees. As in a private dataset, drafts (any _id with a '.') are
// visible only to a request with the preview token, under any perspective; others simply do
// not see them, with no error.
import { HttpError } from '../http.ts';
import type { LakeDocument } from './types.ts';

const PERSPECTIVES = new Set(['published', 'drafts', 'previewDrafts', 'raw']);

/** Throws a 400 for a perspective the lake does not serve (release stacks included). */
export function checkPerspective(perspective: string): void {
  if (!PERSPECTIVES.has(perspective)) {
    throw new HttpError(
      400,
      `Invalid perspective "${perspective.slice(0, 100)}": use published, drafts or raw`,
    );
  }
}

/**
 * The documents a perspective sees. `published` hides drafts; `drafts` (alias `previewDrafts`)
 * lays drafts over their published documents, which keep the published `_id` and carry the
 * stored one as `_originalId`, as Content Lake does; `raw` shows every document as stored.
 */
export function applyPerspective(documents: LakeDocument[], perspective: string): LakeDocument[] {
  if (perspective === 'raw') return documents;
  const visible = new Map<string, LakeDocument>();
  for (const doc of documents) {
    if (!doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.')) {
      visible.set(doc._id, doc);
    }
  }
  if (perspective === 'drafts' || perspective === 'previewDrafts') {
    for (const doc of documents) {
      if (!doc._id.startsWith('drafts.')) continue;
      const publishedId = doc._id.slice('drafts.'.length);
      visible.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id });
    }
  }
  return [...visible.values()];
}

/** The dataset without private documents, unless the request may see them. */
export function readable(documents: LakeDocument[], seesDrafts: boolean): LakeDocument[] {
  return seesDrafts ? documents : documents.filter((doc) => !doc._id.includes('.'));
}
