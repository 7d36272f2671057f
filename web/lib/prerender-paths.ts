// The list React Router pre-renders: every static route plus every slug the CMS holds. It runs in
// Node during the build, so it makes its own client from loadConfig instead of the browser's.
import { createClient } from '@sanity/client';
import { defineQuery } from 'groq';

import { LOCAL_PROJECT_ID } from './local-project';
import { NOT_FOUND_SLUG, paths, STATIC_PATHS } from './paths';

export const prerenderSlugsQuery = defineQuery(`{
  "services": *[_type == "service" && hasDetailPage == true && defined(slug.current)].slug.current,
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)].slug.current
}`);

/** The part of the build's configuration that says where the content is. */
export interface ContentSource {
  /** Null when the embedded local content lake answers. */
  sanityProjectId: string | null;
  sanityDataset: string;
  sanityApiVersion: string;
}

function buildTimeClient({ sanityProjectId, sanityDataset, sanityApiVersion }: ContentSource) {
  const settings = { dataset: sanityDataset, apiVersion: sanityApiVersion, useCdn: false };
  if (sanityProjectId) return createClient({ ...settings, projectId: sanityProjectId });
  const apiHost = process.env.LOCAL_CONTENT_LAKE_URL;
  if (!apiHost)
    throw new Error('The local content lake is not running (LOCAL_CONTENT_LAKE_URL unset).');
  return createClient({
    ...settings,
    projectId: LOCAL_PROJECT_ID,
    useProjectHostname: false,
    apiHost,
  });
}

export async function listPrerenderPaths(source: ContentSource): Promise<string[]> {
  const { services, caseStudies } = await buildTimeClient(source).fetch<{
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
