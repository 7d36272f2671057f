// Career entries of the admin panel (SPEC.md sections 3, 4 and 5). Held in page memory only:
// a pure reducer plus the form-to-entry rules and the date display, all without React.

export interface CareerEntry {
  /** The creation timestamp (Date.now()), as in the spec. */
  id: number;
  title: string;
  company: string;
  description: string;
  /** yyyy-mm-dd, as a date input gives it. */
  start_date: string;
  /** yyyy-mm-dd, or null while the position is current. */
  end_date: string | null;
}

export interface CareerEntryDraft {
  title: string;
  company: string;
  description: string;
  start_date: string;
  end_date: string;
}

export const emptyCareerDraft: CareerEntryDraft = {
  title: '',
  company: '',
  description: '',
  start_date: '',
  end_date: '',
};

/** The entry the draft describes, or null when a required field is missing. */
export function createCareerEntry(draft: CareerEntryDraft, now: number): CareerEntry | null {
  const title = draft.title.trim();
  const company = draft.company.trim();
  if (title === '' || company === '' || draft.start_date === '') return null;
  return {
    id: now,
    title,
    company,
    description: draft.description.trim(),
    start_date: draft.start_date,
    end_date: draft.end_date === '' ? null : draft.end_date,
  };
}

export type CareerEntriesAction =
  { type: 'add'; entry: CareerEntry } | { type: 'delete'; id: number };

export function careerEntriesReducer(
  entries: CareerEntry[],
  action: CareerEntriesAction,
): CareerEntry[] {
  switch (action.type) {
    case 'add':
      return [action.entry, ...entries];
    case 'delete':
      return entries.filter((entry) => entry.id !== action.id);
  }
}

/**
 * 'January 5, 2025' for '2025-01-05'. Built as a local date: `new Date('2025-01-05')` is UTC
 * midnight, which shows the previous day west of Greenwich.
 */
export function formatEntryDate(value: string | null): string {
  if (value === null) return 'Present';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
