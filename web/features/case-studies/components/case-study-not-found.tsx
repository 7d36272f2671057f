// What an unknown /case-studies/<slug> shows.
import { NotFoundState } from '@/components/ui/not-found-state';
import { paths } from '@/lib/paths';

import { caseStudyNotFoundCopy } from '../case-studies-copy';

export function CaseStudyNotFound() {
  return (
    <NotFoundState
      icon="file-search"
      heading={caseStudyNotFoundCopy.heading}
      message={caseStudyNotFoundCopy.message}
      backLabel={caseStudyNotFoundCopy.link}
      backTo={paths.caseStudies}
    />
  );
}
