// The real local content lake over HTTP, so queries meet the lake's own rules and there is one
// GROQ evaluation, not a test copy that could drift. The bare lake (lake-http.ts), not
// server/local-server.ts: that brings server/config.ts, which cannot load under jsdom.
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
