// The list React Router pre-renders: every static route plus every slug the CMS holds.
// Runs in Node during the build, outside the app bundle, so it builds its own client from
// the environment instead of importing the browser's configuration.
import { createClient } from '@sanity/client';
import { defineQuery } from 'groq';

import { NOT_FOUND_SLUG, paths, STATIC_PATHS } from './paths';

export const prerenderSlugsQuery = defineQuery(`{
  "services": *[_type == "service" && hasDetailPage == true && defined(slug.current)].slug.current,
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)].slug.current
}`);

const DEFAULT_API_VERSION = '2025-05-15';

function buildTimeClient() {
  const env = process.env;
  const apiVersion = env.SANITY_API_VERSION || DEFAULT_API_VERSION;
  const dataset = env.SANITY_DATASET || 'production';
  if (env.SANITY_PROJECT_ID) {
    return createClient({ projectId: env.SANITY_PROJECT_ID, dataset, apiVersion, useCdn: false });
  }
  const apiHost = env.LOCAL_CONTENT_LAKE_URL;
  if (!apiHost)
    throw new Error('The local content lake is not running (LOCAL_CONTENT_LAKE_URL unset).');
  return createClient({
    projectId: 'local-seed',
    dataset,
    apiVersion,
    useCdn: false,
    useProjectHostname: false,
    apiHost,
  });
}

export async function listPrerenderPaths(): Promise<string[]> {
  const { services, caseStudies } = await buildTimeClient().fetch<{
    services: string[];
    caseStudies: string[];
  }>(prerenderSlugsQuery);
  return [
    ...STATIC_PATHS,
    ...services.map((slug) => paths.service(slug)),
    ...caseStudies.map((slug) => paths.caseStudy(slug)),
    paths.service(NOT_FOUND_SLUG),
    paths.caseStudy(NOT_FOUND_SLUG),
  ];
}
