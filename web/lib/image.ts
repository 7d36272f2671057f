// Image URLs for CMS images, built with @sanity/image-url so the same code serves the local
// lake and the real CDN.
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';

import { siteConfig, usesLocalContentLake } from './env';
import { LOCAL_PROJECT_ID } from './sanity-client';

const builder = createImageUrlBuilder({
  projectId: usesLocalContentLake ? LOCAL_PROJECT_ID : (siteConfig.sanityProjectId ?? ''),
  dataset: siteConfig.sanityDataset,
  // '/' makes the local lake's image URLs root-relative, so pre-rendered HTML works on any origin.
  ...(usesLocalContentLake ? { baseUrl: '/' } : {}),
});

export function urlForImage(source: SanityImageSource) {
  return builder.image(source).auto('format');
}
