// Head tags of /case-studies/:slug: the story's own SEO and picture, or a not-found title kept
// out of search results for an unknown slug.
import { urlForImage } from '@/lib/image';
import type { CaseStudyBySlugQueryResult } from '@/lib/sanity.types';
import { headFromSeo, type PageHead } from '@/lib/seo';

import { caseStudyNotFoundCopy } from './case-studies-copy';

const OG_IMAGE_WIDTH = 1200;

export function caseStudyHead(caseStudy: CaseStudyBySlugQueryResult): PageHead {
  if (!caseStudy) {
    return {
      title: caseStudyNotFoundCopy.heading,
      description: caseStudyNotFoundCopy.message,
      noindex: true,
    };
  }
  const shareImage = caseStudy.seo?.ogImage?.asset ? caseStudy.seo.ogImage : caseStudy.image;
  return headFromSeo(caseStudy.seo, caseStudy.title ?? 'Case Study', {
    image: shareImage?.asset ? urlForImage(shareImage).width(OG_IMAGE_WIDTH).url() : null,
  });
}
