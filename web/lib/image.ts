// Image URLs for CMS images, built with @sanity/image-url so the same code serves the local
// lake and the real CDN.
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';

import { siteConfig, usesLocalContentLake } from './env';
import { LOCAL_PROJECT_ID } from './local-project';

const builder = createImageUrlBuilder({
  projectId: usesLocalContentLake ? LOCAL_PROJECT_ID : (siteConfig.sanityProjectId ?? ''),
  dataset: siteConfig.sanityDataset,
  // '/' makes the local lake's image URLs root-relative, so pre-rendered HTML works on any origin.
  ...(usesLocalContentLake ? { baseUrl: '/' } : {}),
});

/**
 * A Sanity image asset id, `image-<hash>-<width>x<height>-<format>`. Anything else is treated
 * as no image: @sanity/image-url splits a reference on '-' only, so a crafted one such as
 * `image-a 9999w, https://…-2000x2000-png` would carry its own entries into a srcset.
 */
const IMAGE_REF = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-([a-z0-9]+)$/;

/**
 * The size and file format (`svg`, `png`...) encoded in a well-formed image reference; null for
 * a missing or malformed one.
 */
export function imageDimensions(
  ref: string | null | undefined,
): { width: number; height: number; format: string } | null {
  const match = ref ? IMAGE_REF.exec(ref) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]), format: match[3]! } : null;
}

/** Whether a CMS image field holds an image the site will show. */
export function hasImage<T extends { asset?: { _ref?: string | null } | null }>(
  image: T | null | undefined,
): image is T {
  return imageDimensions(image?.asset?._ref) !== null;
}

export function urlForImage(source: SanityImageSource) {
  return builder.image(source).auto('format');
}

/**
 * The logo as search engines ask for it in structured data: a raster image. The CMS logo is a
 * small SVG, so the URL asks the image pipeline for a 512 px PNG (`fm=png`); `auto=format` is
 * dropped, as it would let the CDN answer with another format, SVG for an SVG.
 */
export const logoPngUrl = (logo: SanityImageSource) =>
  urlForImage(logo).withOptions({ auto: undefined }).width(512).format('png').url();

/** The Open Graph size social networks crop previews to. */
const SHARE_IMAGE = { width: 1200, height: 630 };

/**
 * A CMS image as a link preview: 1200×630, cropped, always PNG (`fm=png`, not `auto=format`):
 * social networks show no SVG previews and crawlers do not negotiate formats. Only a real
 * project's CDN converts it; the local lake serves the original.
 */
export function shareImageUrl(source: SanityImageSource): string {
  return builder
    .image(source)
    .width(SHARE_IMAGE.width)
    .height(SHARE_IMAGE.height)
    .fit('crop')
    .format('png')
    .url();
}
