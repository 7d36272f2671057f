// The filter and the cards it narrows down, with their empty states. The category lives in the
// address (?category=…, replacing the history entry), so Back, a reload or a shared link shows
// the same cards; the pre-rendered page shows 'All' and applies it right after hydration.
import { useSearchParams } from 'react-router';

import { Reveal } from '@/components/motion/reveal';
import { useHydrated } from '@/components/ui/client-only';
import { Icon } from '@/components/ui/icon';

import type { CaseStudiesPageQueryResult } from '@/lib/sanity.types';

import { caseStudiesCopy } from '../case-studies-copy';
import {
  CATEGORY_PARAM,
  categoryFromParam,
  categoryToParam,
  filterCaseStudies,
  type CaseStudyFilter as Filter,
} from '../filter-case-studies';
import { CaseStudyCard, type CaseStudyCardValue } from './case-study-card';
import { CaseStudyFilter } from './case-study-filter';

/** Cards of one row enter the view together, so the reveal stagger restarts on every row. */
const GRID_COLUMNS = 3;

type ListWords = NonNullable<CaseStudiesPageQueryResult['page']>['list'];

interface CaseStudyBrowserProps {
  words: ListWords;
  caseStudies: CaseStudyCardValue[];
}

export function CaseStudyBrowser({ words, caseStudies }: CaseStudyBrowserProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const categories = words?.categories ?? [];
  const category = hydrated
    ? categoryFromParam(searchParams.get(CATEGORY_PARAM), categories)
    : null;
  const shown = filterCaseStudies(caseStudies, category);
  const none = caseStudies.length === 0;

  const select = (next: Filter) => {
    // The category already shown changes nothing. A navigation to the same address would read
    // as a link to the page itself, which opens it afresh with focus on its h1.
    if (next === category) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === null) params.delete(CATEGORY_PARAM);
        else params.set(CATEGORY_PARAM, categoryToParam(next));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section aria-labelledby="case-studies-list-title" className="container-page py-20 sm:py-24">
      <h2 id="case-studies-list-title" className="sr-only">
        {words?.heading}
      </h2>
      <CaseStudyFilter
        label={words?.filterLabel}
        allLabel={words?.allLabel}
        categories={categories}
        selected={category}
        onSelect={select}
      />
      <p role="status" className="sr-only">
        {caseStudiesCopy.showing(shown.length, category)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((caseStudy, index) => (
            // Each item passes two rows of the list's grid on to its card (see case-study-card).
            <Reveal
              as="li"
              key={caseStudy._id}
              index={index % GRID_COLUMNS}
              className="row-span-2 grid grid-cols-1 grid-rows-subgrid"
            >
              {/* The first card's picture is the page's largest element where it shows. */}
              <CaseStudyCard
                caseStudy={caseStudy}
                readMoreLabel={words?.readMoreLabel}
                resultsLabel={words?.resultsLabel}
                priority={index === 0}
              />
            </Reveal>
          ))}
        </ul>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-card border border-dashed border-border px-6 py-16 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-control bg-brand-soft text-brand">
            <Icon name="file-search" />
          </span>
          <h3 className="mt-5 text-xl font-semibold">
            {none ? words?.noneYetHeading : words?.emptyHeading}
          </h3>
          <p className="mt-2 max-w-md text-fg-muted">
            {none ? words?.noneYetHint : words?.emptyHint}
          </p>
        </div>
      )}
    </section>
  );
}
