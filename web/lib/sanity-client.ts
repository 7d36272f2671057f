// The one configured Sanity client, talking to the embedded local lake when no project is set.
// @sanity/client loads on first use: pre-rendered pages already hold their content, so it is only
// needed for refreshes and client navigation, and leaving it out of the first bundle speeds paint.
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

/** Set in Presentation: reads go to the preview server's draft endpoint (server/preview.ts). */
let drafts: { studioUrl: string } | undefined;

async function createSanityClient(): Promise<SanityClient> {
  const { createClient } = await import('@sanity/client');
  const shared = {
    dataset: siteConfig.sanityDataset,
    apiVersion: siteConfig.sanityApiVersion,
    perspective: 'published',
    // React Query retries failed content reads (web/lib/query-client.ts). The client's own
    // retries (five by default) would run inside each of those attempts, and keep a visitor
    // on the loading bar far longer until the retry screen appears.
    maxRetries: 0,
  } as const;
  if (drafts) {
    return createClient({
      ...shared,
      projectId: siteConfig.sanityProjectId ?? LOCAL_PROJECT_ID,
      perspective: 'drafts',
      useCdn: false,
      useProjectHostname: false,
      apiHost: `${window.location.origin}/preview`,
      // The local lake returns no source maps, so there is nothing to encode there.
      stega: { enabled: !usesLocalContentLake, studioUrl: drafts.studioUrl },
    });
  }
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

/** From now on, content reads show drafts; `studioUrl` is where stega's edit links point. */
export function readDrafts(studioUrl: string) {
  drafts = { studioUrl };
  client = undefined;
}

/**
 * The client's `fetch`, typed by the generated query overloads. The address of the local lake
 * at build time is only known once the build has started it, so the client is made on first use.
 */
export function getSanityClient(): Pick<SanityClient, 'fetch'> {
  return { fetch: lazyFetch };
}
