// Career entries of the admin panel. Held in page memory only:
// a pure reducer plus the form-to-entry rules and the date display, all without React.

import { careerFieldErrors } from './admin-messages';

export interface CareerEntry {
  /** The creation timestamp (Date.now()). */
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

/** True while nothing has been typed into the draft. */
export const isBlankDraft = (draft: CareerEntryDraft) =>
  Object.values(draft).every((value) => value.trim() === '');

/** The required fields, in form order. */
export const requiredCareerFields = ['title', 'company', 'start_date'] as const;

export type CareerDraftErrors = Partial<Record<keyof CareerEntryDraft, string>>;

/**
 * The latest day a date field takes. Chrome's date input accepts years of up to six digits
 * unless told otherwise, and the list shows only four-digit years as dates.
 */
export const LATEST_ENTRY_DATE = '9999-12-31';

/** yyyy-mm-dd with a four-digit year, as a date input gives it when bounded by the max above. */
const isEntryDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What is wrong with the draft, field by field; empty when it can be added. */
export function careerDraftErrors(draft: CareerEntryDraft): CareerDraftErrors {
  const errors: CareerDraftErrors = {};
  for (const field of requiredCareerFields) {
    if (draft[field].trim() === '') errors[field] = careerFieldErrors[field];
  }
  for (const field of ['start_date', 'end_date'] as const) {
    if (draft[field] !== '' && !isEntryDate(draft[field])) {
      errors[field] = careerFieldErrors.dateFormat;
    }
  }
  // Four-digit yyyy-mm-dd strings sort as the dates do.
  if (isEntryDate(draft.start_date) && isEntryDate(draft.end_date)) {
    if (draft.end_date < draft.start_date) errors.end_date = careerFieldErrors.endBeforeStart;
  }
  return errors;
}

/** True when a required field is empty: the case its toast reports. */
export const isMissingRequired = (errors: CareerDraftErrors) =>
  requiredCareerFields.some((field) => errors[field] === careerFieldErrors[field]);

/** The entry the draft describes, or null when the draft has errors (see careerDraftErrors). */
export function createCareerEntry(draft: CareerEntryDraft, now: number): CareerEntry | null {
  if (Object.keys(careerDraftErrors(draft)).length > 0) return null;
  return {
    id: now,
    title: draft.title.trim(),
    company: draft.company.trim(),
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
