// The category buttons: a labelled group of toggle buttons, exactly one pressed at a time.
import type { CaseStudyFilter as Filter } from '../filter-case-studies';

interface CaseStudyFilterProps {
  /** The group's name for screen readers. */
  label: string | null | undefined;
  /** The first button's label, which shows every case study. */
  allLabel: string | null | undefined;
  categories: readonly string[];
  selected: Filter;
  onSelect: (category: Filter) => void;
}

export function CaseStudyFilter({
  label,
  allLabel,
  categories,
  selected,
  onSelect,
}: CaseStudyFilterProps) {
  const filters: { key: string; filter: Filter; text: string }[] = [
    { key: '', filter: null, text: allLabel ?? '' },
    ...categories.map((category) => ({ key: category, filter: category, text: category })),
  ];
  return (
    <div role="group" aria-label={label ?? undefined} className="flex flex-wrap gap-3">
      {filters.map(({ key, filter, text }) => {
        const pressed = filter === selected;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(filter)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              pressed
                ? // Forced colours drop backgrounds: the system's selection colours mark it there.
                  'border-brand bg-brand text-brand-fg forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none'
                : 'border-border bg-surface-raised text-fg hover:border-brand hover:text-brand'
            }`}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
