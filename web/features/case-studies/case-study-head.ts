// Head tags of /case-studies/:slug: the story's own SEO and picture, or a not-found title kept
// out of search results for an unknown slug.
import type { CaseStudyBySlugQueryResult } from '@/lib/sanity.types';
import { headFromSeo, shareImage, type PageHead } from '@/lib/seo';

import { caseStudyNotFoundCopy } from './case-studies-copy';

export function caseStudyHead(caseStudy: CaseStudyBySlugQueryResult): PageHead {
  if (!caseStudy) {
    return {
      title: caseStudyNotFoundCopy.heading,
      description: caseStudyNotFoundCopy.message,
      keywords: [caseStudyNotFoundCopy.heading.toLowerCase()],
      noindex: true,
      notFound: true,
    };
  }
  return headFromSeo(caseStudy.seo, caseStudy.title ?? 'Case Study', {
    ...shareImage(caseStudy.seo?.ogImage, caseStudy.image),
  });
}
