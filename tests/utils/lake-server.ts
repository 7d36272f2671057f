// The real local content lake (server/content-lake.ts) over real HTTP on 127.0.0.1, for tests
// that read content. Queries then meet the lake's own rules (a missing $param is refused,
// drafts and other ids with a '.' are private, perspectives apply), and there is one GROQ
// evaluation in the codebase instead of a test copy that could drift from it.
//
// It is the lake alone in a bare http server, not server/local-server.ts: that one also brings
// the contact stand-in and server/config.ts, which cannot load under jsdom (its URL is not Node's).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { createClient, type SanityClient } from '@sanity/client';

import { siteConfig } from '@/lib/env';
import { LOCAL_PROJECT_ID } from '@/lib/sanity-client';

import { createContentLake, parseNdjson, type LakeDocument } from '../../server/content-lake';

const SEED_FILE = path.resolve(import.meta.dirname, '../../seed/dataset.ndjson');

let seedDocuments: LakeDocument[] | undefined;

/** Every document of the seed file, as the lake reads it. */
export function loadSeedDocuments(): LakeDocument[] {
  seedDocuments ??= parseNdjson(readFileSync(SEED_FILE, 'utf8'), SEED_FILE);
  // A copy, so a test that edits documents in place cannot change the seed of the next one.
  return structuredClone(seedDocuments);
}

export interface TestLake {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Stops the server and the lake's query worker. */
  close(): Promise<void>;
}

/**
 * Starts a lake on a free port of 127.0.0.1 answering for the site's project and dataset: over
 * the seed file, or over `documents` alone (a seed a test has changed). Close it when done.
 */
export async function startLake(documents?: LakeDocument[]): Promise<TestLake> {
  const lake = createContentLake({
    projectId: LOCAL_PROJECT_ID,
    dataset: siteConfig.sanityDataset,
    ...(documents ? { documents } : { datasetPath: SEED_FILE }),
  });
  const server = http.createServer((req, res) => lake(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeIdleConnections();
      });
      await lake.close();
    },
  };
}

/** The unmodified @sanity/client, configured as the site's own talks to a local lake. */
export function lakeClient(lake: TestLake): SanityClient {
  return createClient({
    projectId: LOCAL_PROJECT_ID,
    dataset: siteConfig.sanityDataset,
    apiVersion: siteConfig.sanityApiVersion,
    perspective: 'published',
    useCdn: false,
    useProjectHostname: false,
    apiHost: lake.url,
    maxRetries: 0,
  });
}
