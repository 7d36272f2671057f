// The dataset the lake serves: the seed's NDJSON file, re-read when it changes on disk, plus
// documents a caller injects.
import { readFile, stat } from 'node:fs/promises';

import { errorMessage, isRecord, type ContentLakeOptions, type LakeDocument } from './types.ts';

export interface DocumentStore {
  /** The whole dataset; the same array until the file changes, so views can be cached on it. */
  load(): Promise<LakeDocument[]>;
}

/** Reads the NDJSON dataset once and again only when the file's size or mtime changes. */
export function createDocumentStore({
  datasetPath,
  documents = [],
}: Pick<ContentLakeOptions, 'datasetPath' | 'documents'>): DocumentStore {
  let cached: { key: string; documents: LakeDocument[] } | undefined;
  return {
    async load() {
      if (!datasetPath) return documents;
      let key: string;
      try {
        const info = await stat(datasetPath);
        key = `${info.size}:${info.mtimeMs}`;
      } catch {
        throw new Error(
          `Seed dataset not found at ${datasetPath}. Build the seed or set SEED_DATASET.`,
        );
      }
      if (cached?.key !== key) {
        const text = await readFile(datasetPath, 'utf8');
        cached = { key, documents: [...parseNdjson(text, datasetPath), ...documents] };
      }
      return cached.documents;
    },
  };
}

export function parseNdjson(text: string, source = 'dataset'): LakeDocument[] {
  const documents: LakeDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}:${index + 1} is not valid JSON: ${errorMessage(error)}`);
    }
    if (!isRecord(doc) || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      throw new Error(`${source}:${index + 1} is not a document with a string _id and _type`);
    }
    documents.push(doc as LakeDocument);
  });
  return documents;
}
