// The 'Career Entries' list, newest first, each with a delete button. Deleting removes the
// focused button, so focus moves on to the next entry's Delete button, else the previous one's,
// else (the list now empty) the list's heading.

import { useEffect, useRef } from 'react';

import { formatEntryDate, type CareerEntry } from '../career-entries';
import { dangerButtonClass } from './admin-styles';

interface CareerEntryListProps {
  entries: CareerEntry[];
  /** Asks for confirmation and deletes; true when the entry is gone. */
  onDelete: (entry: CareerEntry) => boolean;
}

export function CareerEntryList({ entries, onDelete }: CareerEntryListProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  /** Where focus goes once the list has re-rendered without the deleted entry. */
  const focusAfterDelete = useRef<number | 'heading' | null>(null);

  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    focusAfterDelete.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else deleteButtons.current.get(target)?.focus();
  }, [entries]);

  const remove = (entry: CareerEntry, index: number) => {
    const neighbour = entries[index + 1] ?? entries[index - 1];
    if (onDelete(entry)) focusAfterDelete.current = neighbour ? neighbour.id : 'heading';
  };

  return (
    <section aria-labelledby="career-list-heading" className="flex flex-col gap-4">
      <h2
        id="career-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-fg outline-none"
      >
        Career Entries
      </h2>
      {entries.length === 0 ? (
        <p className="text-fg-muted">No career entries yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1 wrap-anywhere">
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
                ref={(button) => {
                  if (!button) return;
                  deleteButtons.current.set(entry.id, button);
                  return () => {
                    deleteButtons.current.delete(entry.id);
                  };
                }}
                type="button"
                onClick={() => remove(entry, index)}
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
