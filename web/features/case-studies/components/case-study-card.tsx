// A /case-studies card; the title's link covers the whole card, so it is one tab stop. The
// picture is decorative here, so a screen reader hears the title first; the case study's own
// page gives it its alternative text.
import { Link } from 'react-router';

import { CmsImage } from '@/components/ui/cms-image';
import { Icon } from '@/components/ui/icon';
import { cardFocusClass, stretchedLinkClass } from '@/components/ui/stretched-link';
import { useEditLink } from '@/lib/edit-links';
import { paths } from '@/lib/paths';
import type { CaseStudiesPageQueryResult } from '@/lib/sanity.types';

import { CARD_RESULT_COUNT } from '../case-studies-copy';

export type CaseStudyCardValue = CaseStudiesPageQueryResult['caseStudies'][number];

interface CaseStudyCardProps {
  caseStudy: CaseStudyCardValue;
  /** The words of the link cue at the card's foot. */
  readMoreLabel: string | null | undefined;
  /** The name screen readers give the list of results. */
  resultsLabel: string | null | undefined;
  /** Loads the card's picture eagerly with high priority (the page's LCP image). */
  priority?: boolean;
}

export function CaseStudyCard({
  caseStudy,
  readMoreLabel,
  resultsLabel,
  priority = false,
}: CaseStudyCardProps) {
  const results = (caseStudy.results ?? []).slice(0, CARD_RESULT_COUNT);
  const editLink = useEditLink();
  // The card fills two rows of the list's grid (subgrid): the text in the first, results and cue
  // in the second. A row of cards shares those rows, so the dividers above the results line up
  // however the titles wrap.
  return (
    <article
      className={`group ${cardFocusClass} relative row-span-2 grid grid-cols-1 grid-rows-subgrid overflow-hidden rounded-card border border-border bg-surface-raised shadow-card transition-colors duration-300 focus-within:border-brand/60 hover:border-brand/60`}
    >
      <div>
        <div className="relative aspect-[16/10] overflow-hidden bg-surface-sunken">
          <CmsImage
            image={caseStudy.image}
            edit={editLink({ id: caseStudy._id, type: 'caseStudy' }, 'image')}
            priority={priority}
            decorative
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04] motion-reduce:transition-none"
          />
        </div>
        <div className="p-6 pb-0">
          <p className="w-fit rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand">
            {caseStudy.category}
          </p>
          <h3 className="mt-4 text-xl leading-snug font-semibold">
            {caseStudy.slug ? (
              <Link
                to={paths.caseStudy(caseStudy.slug)}
                prefetch="intent"
                className={`${stretchedLinkClass} transition-colors group-hover:text-brand`}
              >
                {caseStudy.title}
              </Link>
            ) : (
              caseStudy.title
            )}
          </h3>
          <p className="mt-3 line-clamp-3 leading-relaxed text-fg-muted">{caseStudy.description}</p>
        </div>
      </div>
      <div className="flex flex-col px-6 pb-6">
        {results.length > 0 && (
          <ul
            className="space-y-2 border-t border-border pt-5 text-sm"
            aria-label={resultsLabel ?? undefined}
          >
            {results.map((result) => (
              <li key={result} className="flex gap-2.5">
                <Icon name="trending-up" className="size-5 shrink-0 text-success" />
                <span className="min-w-0 font-medium">{result}</span>
              </li>
            ))}
          </ul>
        )}
        <p
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand first:pt-0"
        >
          {readMoreLabel}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </p>
      </div>
    </article>
  );
}
