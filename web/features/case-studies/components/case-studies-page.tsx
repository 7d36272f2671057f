// /case-studies: hero, the filterable cards, the impact
// numbers and the 'Ready to Achieve Similar Results' call to action.
import { ContentPending } from '@/components/layout/content-pending';
import { ClosingBanner } from '@/components/ui/closing-banner';
import { PageHero } from '@/components/ui/page-hero';
import { contentOrThrow } from '@/lib/page-query';

import { useCaseStudiesPage } from '../queries';
import { CaseStudyBrowser } from './case-study-browser';
import { ImpactStats } from './impact-stats';

export function CaseStudiesPage() {
  const data = contentOrThrow(useCaseStudiesPage());
  if (data === undefined) return <ContentPending />;
  const { page, caseStudies } = data;

  return (
    <>
      <PageHero
        id="case-studies-hero-title"
        source={{ document: 'caseStudiesPage', field: 'hero' }}
        eyebrow={page?.hero?.eyebrow ?? undefined}
        heading={page?.hero?.heading}
        intro={page?.hero?.intro}
      />
      <CaseStudyBrowser words={page?.list ?? null} caseStudies={caseStudies} />
      {page?.impact && <ImpactStats impact={page.impact} />}
      {page?.cta && (
        <ClosingBanner
          id="case-studies-cta-title"
          heading={page.cta.heading}
          text={page.cta.text}
          primary={page.cta.link}
        />
      )}
    </>
  );
}
