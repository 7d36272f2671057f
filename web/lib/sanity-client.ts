// The one configured Sanity client. With no project configured it talks to the embedded local
// content lake (server/content-lake.ts): in the browser on the page's own origin, during the
// build's pre-rendering on the address the Vite plugin started it on.
import { createClient, type SanityClient } from '@sanity/client';

import { siteConfig, usesLocalContentLake } from './env';

/** The project id the local lake answers for; image URLs carry it in their path. */
export const LOCAL_PROJECT_ID = 'local-seed';

function localLakeOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  const url = typeof process !== 'undefined' ? process.env.LOCAL_CONTENT_LAKE_URL : undefined;
  if (!url) {
    throw new Error(
      'LOCAL_CONTENT_LAKE_URL is not set: the local content lake must be running before content is read in Node.',
    );
  }
  return url;
}

function createSanityClient(): SanityClient {
  if (usesLocalContentLake) {
    return createClient({
      projectId: LOCAL_PROJECT_ID,
      dataset: siteConfig.sanityDataset,
      apiVersion: siteConfig.sanityApiVersion,
      useCdn: false,
      useProjectHostname: false,
      apiHost: localLakeOrigin(),
      perspective: 'published',
    });
  }
  return createClient({
    projectId: siteConfig.sanityProjectId ?? '',
    dataset: siteConfig.sanityDataset,
    apiVersion: siteConfig.sanityApiVersion,
    useCdn: true,
    perspective: 'published',
  });
}

let client: SanityClient | undefined;

/**
 * The client, created on first use: at build time the local lake starts after this module is
 * first imported, so its address is only known later.
 */
export function getSanityClient(): SanityClient {
  client ??= createSanityClient();
  return client;
}
