// The real local content lake (server/content-lake.ts) over real HTTP on 127.0.0.1, for tests
// that read content. Queries then meet the lake's own rules (a missing $param is refused,
// drafts and other ids with a '.' are private, perspectives apply), and there is one GROQ
// evaluation in the codebase instead of a test copy that could drift from it.
//
// It is the lake alone in a bare http server (lake-http.ts), not server/local-server.ts: that
// one also brings the contact stand-in and server/config.ts, which cannot load under jsdom (its
// URL is not Node's).
import { createClient, type SanityClient } from '@sanity/client';

import { siteConfig } from '@/lib/env';
import { LOCAL_PROJECT_ID } from '@/lib/local-project';

import type { LakeDocument } from '../../server/content-lake';
import { serveLake, type TestLake } from './lake-http';

export { loadSeedDocuments, type TestLake } from './lake-http';

/**
 * Starts a lake on a free port of 127.0.0.1 answering for the site's project and dataset: over
 * the seed file, or over `documents` alone (a seed a test has changed). Close it when done.
 */
export function startLake(documents?: LakeDocument[]): Promise<TestLake> {
  return serveLake({ projectId: LOCAL_PROJECT_ID, dataset: siteConfig.sanityDataset }, documents);
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
