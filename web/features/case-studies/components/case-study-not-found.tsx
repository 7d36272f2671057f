// What an unknown /case-studies/<slug> shows, in the words of the Case studies page.
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/lib/paths';
import type { CaseStudyBySlugQueryResult } from '@/lib/sanity.types';

type Words = NonNullable<CaseStudyBySlugQueryResult['page']>['notFound'];

export function CaseStudyNotFound({ words }: { words: Words | undefined }) {
  return (
    <NotFoundState
      icon="file-search"
      heading={words?.heading ?? ''}
      message={words?.message ?? ''}
      backLabel={words?.linkLabel ?? ''}
      backTo={paths.caseStudies}
    />
  );
}
