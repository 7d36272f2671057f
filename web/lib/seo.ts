// Head tags for every page, built from the CMS's seo fields and the configured SITE_URL.
import type { MetaDescriptor } from 'react-router';

import { siteConfig } from './env';
import { hasImage, shareImageUrl } from './image';

/** Used when a page's CMS seo object has no Open Graph image of its own. */
export const DEFAULT_OG_IMAGE = '/og-default.png';

type ImageSize = { width: number; height: number };

/** The size of /og-default.png and of every CMS sharing image (shareImageUrl renders them so). */
const SHARE_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 };

export interface PageHead {
  title: string;
  description: string;
  keywords?: string[] | null;
  /** Absolute or root-relative URL of the Open Graph image. */
  image?: string | null;
  /** That image's alternative text from the CMS (og:image:alt). */
  imageAlt?: string | null;
  /** That image's size in pixels, when known (og:image:width and og:image:height). */
  imageSize?: ImageSize | null;
  /** Pages that should stay out of search results (admin). */
  noindex?: boolean;
  /**
   * A not-found page (noindex too). It has no address of its own, as it answers any unknown one
   * and is pre-rendered under a made-up one (/404, /services/__not-found): so it names none, no
   * canonical link and no og:url.
   */
  notFound?: boolean;
  /** On the site settings' defaults: the company name every title ends with. */
  siteName?: string | null;
}

export function canonicalUrl(pathname: string): string {
  const base = siteConfig.siteUrl.replace(/\/+$/, '');
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${base}${path}`;
}

export function absoluteUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteConfig.siteUrl.replace(/\/+$/, '')}${url}`;
}

/**
 * Every title ends with the company name, as the Studio's title field says: ' | <company name>' is
 * added unless the title already names the company ('Nexora Digital | Your Gateway…').
 */
function withSiteName(title: string, siteName: string | null | undefined): string {
  if (!siteName || title.includes(siteName)) return title;
  return title ? `${title} | ${siteName}` : siteName;
}

/**
 * A page's head tags. `defaults` are the site settings' SEO fields: they fill in a page's missing
 * description and sharing image, and /og-default.png is the last resort for the image.
 */
export function buildMeta(
  head: PageHead | undefined,
  pathname: string,
  defaults?: PageHead,
): MetaDescriptor[] {
  if (!head) return [{ title: defaults?.siteName || 'Nexora Digital' }];
  const url = canonicalUrl(pathname);
  const description = head.description || defaults?.description || '';
  const title = withSiteName(head.title, defaults?.siteName);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(head.notFound ? [] : [{ property: 'og:url', content: url }]),
    ...(defaults?.siteName ? [{ property: 'og:site_name', content: defaults.siteName }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(head.notFound ? [] : [{ tagName: 'link', rel: 'canonical', href: url }]),
  ];
  if (head.keywords?.length) tags.push({ name: 'keywords', content: head.keywords.join(', ') });
  const share: Pick<PageHead, 'image' | 'imageAlt' | 'imageSize'> = head.image
    ? head
    : defaults?.image
      ? defaults
      : {
          image: DEFAULT_OG_IMAGE,
          imageSize: SHARE_IMAGE_SIZE,
          // /og-default.png shows the logo's mark, and nothing else to read.
          imageAlt: defaults?.siteName ? `The ${defaults.siteName} logo` : undefined,
        };
  tags.push({ property: 'og:image', content: absoluteUrl(share.image ?? DEFAULT_OG_IMAGE) });
  if (share.imageSize) {
    tags.push(
      { property: 'og:image:width', content: String(share.imageSize.width) },
      { property: 'og:image:height', content: String(share.imageSize.height) },
    );
  }
  if (share.imageAlt) tags.push({ property: 'og:image:alt', content: share.imageAlt });
  if (head.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  return tags;
}

interface MetaArgs {
  loaderData?: { head?: PageHead } | null;
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * Every route's `meta`: the page's own head, with the defaults the root loader reads from the
 * site settings (the Studio's "SEO defaults") filling in what the page leaves empty.
 */
export function pageMeta({ loaderData, location, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { head?: PageHead } | undefined;
  return buildMeta(loaderData?.head, location.pathname, root?.head);
}

type ImageField = { asset?: { _ref?: string } | null; alt?: string | null } | null | undefined;

interface SeoFields {
  title?: string | null;
  description?: string | null;
  keywords?: string[] | null;
  ogImage?: ImageField;
}

/**
 * The sharing image of a head: the preview URL, alternative text and size of the first candidate
 * that is filled in, or nulls to use the default.
 */
export function shareImage(
  ...candidates: ImageField[]
): Pick<PageHead, 'image' | 'imageAlt' | 'imageSize'> {
  const image = candidates.find(hasImage);
  if (!image) return { image: null, imageAlt: null, imageSize: null };
  return {
    image: shareImageUrl(image as Parameters<typeof shareImageUrl>[0]),
    imageAlt: image.alt || null,
    imageSize: SHARE_IMAGE_SIZE,
  };
}

/** A page's head from its CMS `seo` object; `fallbackTitle` covers a document not yet filled in. */
export function headFromSeo(
  seo: SeoFields | null | undefined,
  fallbackTitle: string,
  extra: Partial<PageHead> = {},
): PageHead {
  return {
    title: seo?.title || fallbackTitle,
    description: seo?.description ?? '',
    keywords: seo?.keywords ?? null,
    ...shareImage(seo?.ogImage),
    ...extra,
  };
}
