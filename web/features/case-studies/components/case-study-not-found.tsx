// What an unknown /case-studies/<slug> shows.
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/lib/paths';

import { caseStudyNotFoundCopy } from '../case-studies-copy';

export function CaseStudyNotFound() {
  return (
    <section
      aria-labelledby="case-study-not-found-title"
      className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-24"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-control bg-brand-soft text-brand">
        <Icon name="file-search" className="size-7" />
      </span>
      <h1 id="case-study-not-found-title" className="text-heading font-bold">
        {caseStudyNotFoundCopy.heading}
      </h1>
      <p className="max-w-xl text-lead text-fg-muted">{caseStudyNotFoundCopy.message}</p>
      <Link to={paths.caseStudies} className={buttonStyles.primary}>
        <Icon name="arrow-left" className="size-4" />
        {caseStudyNotFoundCopy.link}
      </Link>
    </section>
  );
}
