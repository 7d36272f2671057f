// The real local content lake in a bare http server on 127.0.0.1, for any project and dataset. It
// needs neither the web app's build-time config nor server/config.ts, so both vitest and
// Playwright specs can start one.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

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
 * Starts a lake on a free port of 127.0.0.1 answering for `sanity`'s project and dataset: over
 * the seed file, or over `documents` alone (a seed a test has changed). Close it when done.
 */
export async function serveLake(
  sanity: { projectId: string; dataset: string },
  documents?: LakeDocument[],
): Promise<TestLake> {
  const lake = createContentLake({
    ...sanity,
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
