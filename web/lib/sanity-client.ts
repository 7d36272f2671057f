// The one configured Sanity client. With no project configured it talks to the embedded local
// content lake (server/content-lake.ts): in the browser on the page's own origin, during the
// build's pre-rendering on the address the Vite plugin started it on.
//
// @sanity/client is loaded on first use, not with the page: pre-rendered pages already hold
// their content, so the client is only needed for the refresh after hydration and for client
// navigation, and keeping it out of the initial bundle keeps first paint fast.
import type { SanityClient } from '@sanity/client';

import { siteConfig, usesLocalContentLake } from './env';
import { LOCAL_PROJECT_ID } from './local-project';

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

async function createSanityClient(): Promise<SanityClient> {
  const { createClient } = await import('@sanity/client');
  const shared = {
    dataset: siteConfig.sanityDataset,
    apiVersion: siteConfig.sanityApiVersion,
    perspective: 'published',
    // React Query retries failed content reads (web/lib/query-client.ts). The client's own
    // retries (five by default) would run inside each of those attempts, and keep a visitor
    // on the loading bar for over ten seconds before the retry screen appears.
    maxRetries: 0,
  } as const;
  if (usesLocalContentLake) {
    return createClient({
      ...shared,
      projectId: LOCAL_PROJECT_ID,
      useCdn: false,
      useProjectHostname: false,
      apiHost: localLakeOrigin(),
    });
  }
  // Visitors read through Sanity's API CDN. The build reads the live API: the CDN may answer
  // the first request after a publish with the cached content, and the rebuild the publish
  // webhook starts would bake that into the pages.
  return createClient({
    ...shared,
    projectId: siteConfig.sanityProjectId ?? '',
    useCdn: typeof window !== 'undefined',
  });
}

let client: Promise<SanityClient> | undefined;

const lazyFetch = ((...args: Parameters<SanityClient['fetch']>) => {
  client ??= createSanityClient().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client.then((loaded) => loaded.fetch(...args));
}) as SanityClient['fetch'];

/**
 * The client's `fetch`, typed by the generated query overloads. The address of the local lake
 * at build time is only known once the build has started it, so nothing is created earlier.
 */
export function getSanityClient(): Pick<SanityClient, 'fetch'> {
  return { fetch: lazyFetch };
}
