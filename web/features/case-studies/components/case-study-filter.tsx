// The category buttons: a labelled group of toggle buttons, exactly one pressed at a time.
import { CASE_STUDY_FILTERS, type CaseStudyFilter as Filter } from '../filter-case-studies';
import { caseStudiesCopy } from '../case-studies-copy';

interface CaseStudyFilterProps {
  selected: Filter;
  onSelect: (category: Filter) => void;
}

export function CaseStudyFilter({ selected, onSelect }: CaseStudyFilterProps) {
  return (
    <div role="group" aria-label={caseStudiesCopy.filterLabel} className="flex flex-wrap gap-3">
      {CASE_STUDY_FILTERS.map((category) => {
        const pressed = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(category)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              pressed
                ? // Forced colours drop backgrounds: the system's selection colours mark it there.
                  'border-brand bg-brand text-brand-fg forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none'
                : 'border-border bg-surface-raised text-fg hover:border-brand hover:text-brand'
            }`}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
