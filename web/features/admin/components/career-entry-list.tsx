// The 'Career Entries' list, newest first, each with a delete button.

import { formatEntryDate, type CareerEntry } from '../career-entries';
import { dangerButtonClass } from './admin-styles';

interface CareerEntryListProps {
  entries: CareerEntry[];
  onDelete: (entry: CareerEntry) => void;
}

export function CareerEntryList({ entries, onDelete }: CareerEntryListProps) {
  return (
    <section aria-labelledby="career-list-heading" className="flex flex-col gap-4">
      <h2 id="career-list-heading" className="text-xl font-bold text-fg">
        Career Entries
      </h2>
      {entries.length === 0 ? (
        <p className="text-fg-muted">No career entries yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold text-fg">{entry.title}</h3>
                <p className="font-medium text-brand">{entry.company}</p>
                <p className="text-sm text-fg-muted">
                  {formatEntryDate(entry.start_date)} – {formatEntryDate(entry.end_date)}
                </p>
                {entry.description && (
                  <p className="mt-1 whitespace-pre-line text-fg">{entry.description}</p>
                )}
              </div>
              <button
                type="button"
                onClick={() => onDelete(entry)}
                aria-label={`Delete ${entry.title} at ${entry.company}`}
                className={dangerButtonClass}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
