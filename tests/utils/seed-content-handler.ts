// An msw handler that answers the Sanity query API from seed/dataset.ndjson with groq-js, so
// component tests render real seed content through the real @sanity/client.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { evaluate, parse } from 'groq-js';
import { http, HttpResponse } from 'msw';

const SEED_FILE = path.resolve(import.meta.dirname, '../../seed/dataset.ndjson');

let seedDocuments: unknown[] | undefined;

export function loadSeedDocuments(): unknown[] {
  seedDocuments ??= readFileSync(SEED_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { _id: string })
    .filter((doc) => !doc._id.startsWith('drafts.'));
  return seedDocuments;
}

type Documents = () => unknown[];

async function runQuery(documents: Documents, query: string, params: Record<string, unknown>) {
  const dataset = documents();
  const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
  return HttpResponse.json({ query, result, ms: 1 });
}

function paramsFromSearch(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  }
  return params;
}

/** Handlers answering the query API, GET and POST, from the given documents. */
export function contentHandlers(documents: Documents) {
  return [
    http.get('*/data/query/:dataset', ({ request }) => {
      const url = new URL(request.url);
      return runQuery(documents, url.searchParams.get('query') ?? '', paramsFromSearch(url));
    }),
    http.post('*/data/query/:dataset', async ({ request }) => {
      const body = (await request.json()) as { query: string; params?: Record<string, unknown> };
      return runQuery(documents, body.query, body.params ?? {});
    }),
  ];
}

export const seedContentHandlers = contentHandlers(loadSeedDocuments);
