import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  careerDraftErrors,
  careerEntriesReducer,
  createCareerEntry,
  emptyCareerDraft,
  formatEntryDate,
  isBlankDraft,
  isMissingRequired,
  type CareerEntry,
} from '@/features/admin/career-entries';

const draft = {
  title: '  Senior Developer ',
  company: ' Acme  ',
  description: '  Built things.  ',
  start_date: '2024-03-01',
  end_date: '',
};

describe('createCareerEntry', () => {
  it('trims title, company and description, and stores an empty end date as null', () => {
    expect(createCareerEntry(draft, 1_700_000_000_000)).toEqual({
      id: 1_700_000_000_000,
      title: 'Senior Developer',
      company: 'Acme',
      description: 'Built things.',
      start_date: '2024-03-01',
      end_date: null,
    });
  });

  it('keeps a given end date and defaults the description to empty', () => {
    expect(
      createCareerEntry({ ...draft, description: '   ', end_date: '2025-01-05' }, 1),
    ).toMatchObject({ description: '', end_date: '2025-01-05' });
  });

  it.each([
    ['title', { title: '   ' }],
    ['company', { company: '' }],
    ['start_date', { start_date: '' }],
  ])('refuses a draft without %s', (_field, change) => {
    expect(createCareerEntry({ ...draft, ...change }, 1)).toBeNull();
  });

  it('refuses the empty draft', () => {
    expect(createCareerEntry(emptyCareerDraft, 1)).toBeNull();
  });

  it('refuses an end date before the start date', () => {
    expect(createCareerEntry({ ...draft, end_date: '2024-02-29' }, 1)).toBeNull();
  });
});

describe('careerDraftErrors', () => {
  it('names every missing required field, in words for the field', () => {
    const errors = careerDraftErrors(emptyCareerDraft);
    expect(errors).toEqual({
      title: 'Enter a title.',
      company: 'Enter a company.',
      start_date: 'Enter a start date.',
    });
    expect(isMissingRequired(errors)).toBe(true);
  });

  it.each([
    ['2024-02-29', { end_date: 'The end date cannot be before the start date.' }],
    ['2023-12-31', { end_date: 'The end date cannot be before the start date.' }],
    ['2024-03-01', {}],
    ['2025-01-01', {}],
    ['', {}],
  ])('with start 2024-03-01 and end %j gives %j', (end, expected) => {
    const errors = careerDraftErrors({ ...draft, end_date: end });
    expect(errors).toEqual(expected);
    expect(isMissingRequired(errors)).toBe(false);
  });

  it.each([
    [{ start_date: '20245-01-01', end_date: '2025-06-01' }, { start_date: 'bad' }],
    [{ start_date: '2024-01-01', end_date: '22025-03-11' }, { end_date: 'bad' }],
    [{ start_date: '020245-01-01', end_date: '' }, { start_date: 'bad' }],
  ])('refuses a year of more than four digits in %j', (dates, wrong) => {
    const errors = careerDraftErrors({ ...draft, ...dates });
    const expected = Object.fromEntries(
      Object.keys(wrong).map((field) => [field, 'Enter a date with a four-digit year.']),
    );
    expect(errors).toEqual(expected);
    // Filled in, only mistyped: not the spec's 'fill in all required fields' case.
    expect(isMissingRequired(errors)).toBe(false);
  });

  it('reports a missing required field even when the others are filled in', () => {
    const errors = careerDraftErrors({ ...draft, company: ' ' });
    expect(errors).toEqual({ company: 'Enter a company.' });
    expect(isMissingRequired(errors)).toBe(true);
  });

  it('does not compare dates while the start date is missing', () => {
    expect(careerDraftErrors({ ...draft, start_date: '', end_date: '2020-01-01' })).toEqual({
      start_date: 'Enter a start date.',
    });
  });
});

describe('isBlankDraft', () => {
  it('is true until something other than spaces is typed into any field', () => {
    expect(isBlankDraft(emptyCareerDraft)).toBe(true);
    expect(isBlankDraft({ ...emptyCareerDraft, title: '  ', description: '\n' })).toBe(true);
    for (const field of Object.keys(emptyCareerDraft) as (keyof typeof emptyCareerDraft)[]) {
      expect(isBlankDraft({ ...emptyCareerDraft, [field]: 'x' })).toBe(false);
    }
  });
});

describe('careerEntriesReducer', () => {
  const entry = (id: number): CareerEntry => ({
    id,
    title: `Role ${id}`,
    company: 'Acme',
    description: '',
    start_date: '2024-01-01',
    end_date: null,
  });

  it('adds new entries at the top', () => {
    const entries = [entry(1), entry(2)].reduce<CareerEntry[]>(
      (state, added) => careerEntriesReducer(state, { type: 'add', entry: added }),
      [],
    );
    expect(entries.map(({ id }) => id)).toEqual([2, 1]);
  });

  it('deletes by id and leaves the rest in order', () => {
    const entries = [entry(3), entry(2), entry(1)];
    expect(careerEntriesReducer(entries, { type: 'delete', id: 2 }).map(({ id }) => id)).toEqual([
      3, 1,
    ]);
    expect(entries).toHaveLength(3);
  });
});

describe('formatEntryDate', () => {
  // West of Greenwich, reading '2025-01-05' as UTC would show January 4.
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    // Assigning undefined would leave the string "undefined" for the files sharing this process.
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('runs west of Greenwich', () => {
    // Los Angeles is 8 hours behind UTC in January; 0 would mean the zone did not take.
    expect(new Date(2025, 0, 5).getTimezoneOffset()).toBe(480);
  });

  it.each([
    ['2025-01-05', 'January 5, 2025'],
    ['2024-12-31', 'December 31, 2024'],
    ['2025-05-15', 'May 15, 2025'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatEntryDate(value)).toBe(shown);
  });

  it("shows 'Present' for a missing end date", () => {
    expect(formatEntryDate(null)).toBe('Present');
  });
});
