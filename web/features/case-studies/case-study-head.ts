// Head tags of /case-studies/:slug: the story's own SEO and picture, or a not-found title kept
// out of search results for an unknown slug.
import type { CaseStudyBySlugQueryResult } from '@/lib/sanity.types';
import { headFromSeo, shareImage, type PageHead } from '@/lib/seo';

export function caseStudyHead({ caseStudy, page }: CaseStudyBySlugQueryResult): PageHead {
  if (!caseStudy) {
    const heading = page?.notFound?.heading ?? '';
    return {
      title: heading,
      description: page?.notFound?.message ?? '',
      keywords: heading ? [heading.toLowerCase()] : [],
      noindex: true,
      notFound: true,
    };
  }
  return headFromSeo(caseStudy.seo, caseStudy.title ?? 'Case Study', {
    ...shareImage(caseStudy.seo?.ogImage, caseStudy.image),
  });
}
