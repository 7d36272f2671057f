// 'Add New Career Entry': hands a complete entry to the panel. A refused submit keeps what was
// typed, says what is wrong under each field and focuses the first; a missing required field
// also gets the panel's toast. A double-click's second click is not an empty submit.

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { InputField, TextAreaField } from '@/components/ui/field';

import {
  careerDraftErrors,
  createCareerEntry,
  emptyCareerDraft,
  isBlankDraft,
  isMissingRequired,
  LATEST_ENTRY_DATE,
  type CareerDraftErrors,
  type CareerEntry,
  type CareerEntryDraft,
} from '../career-entries';
import { primaryButtonClass } from './admin-styles';

interface CareerEntryFormProps {
  /** What is typed so far. The panel holds it, so it outlives a logout, as the entries do. */
  draft: CareerEntryDraft;
  onDraftChange: (draft: CareerEntryDraft) => void;
  onAdd: (entry: CareerEntry) => void;
  /** Called when a required field is missing; the panel tells the admin with a toast. */
  onInvalid: () => void;
}

const fieldOrder = ['title', 'company', 'description', 'start_date', 'end_date'] as const;

/** The second click of a double-click on 'Add Entry' comes this soon after the first. */
const DOUBLE_SUBMIT_MS = 1000;

export function CareerEntryForm({ draft, onDraftChange, onAdd, onInvalid }: CareerEntryFormProps) {
  // null until a submit is refused; from then on the messages follow every edit, so each one
  // goes away as soon as its field is fixed.
  const [errors, setErrors] = useState<CareerDraftErrors | null>(null);
  const addedAt = useRef(Number.NEGATIVE_INFINITY);

  const set =
    (field: keyof CareerEntryDraft) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...draft, [field]: event.target.value };
      onDraftChange(next);
      if (errors) setErrors(careerDraftErrors(next));
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = createCareerEntry(draft, Date.now());
    // A double-click: the second click submits the form the first one has just emptied.
    if (!entry && isBlankDraft(draft) && performance.now() - addedAt.current < DOUBLE_SUBMIT_MS)
      return;
    if (!entry) {
      const found = careerDraftErrors(draft);
      setErrors(found);
      const first = fieldOrder.find((field) => field in found);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      if (isMissingRequired(found)) onInvalid();
      return;
    }
    onAdd(entry);
    addedAt.current = performance.now();
    onDraftChange(emptyCareerDraft);
    setErrors(null);
  };

  return (
    <section
      aria-labelledby="career-form-heading"
      className="rounded-card border border-border bg-surface-raised p-6"
    >
      <h2 id="career-form-heading" className="mb-5 text-xl font-bold text-fg">
        Add New Career Entry
      </h2>
      {/* noValidate: the toast and the messages under the fields, not the browser's bubble,
          report a problem. */}
      <form noValidate onSubmit={handleSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          label="Title"
          name="title"
          required
          value={draft.title}
          onChange={set('title')}
          error={errors?.title}
        />
        <InputField
          label="Company"
          name="company"
          required
          value={draft.company}
          onChange={set('company')}
          error={errors?.company}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Description"
            name="description"
            rows={4}
            value={draft.description}
            onChange={set('description')}
          />
        </div>
        <InputField
          label="Start date"
          type="date"
          name="start_date"
          required
          max={LATEST_ENTRY_DATE}
          value={draft.start_date}
          onChange={set('start_date')}
          error={errors?.start_date}
        />
        <InputField
          label="End date"
          type="date"
          name="end_date"
          min={draft.start_date || undefined}
          max={LATEST_ENTRY_DATE}
          value={draft.end_date}
          onChange={set('end_date')}
          error={errors?.end_date}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButtonClass}>
            Add Entry
          </button>
        </div>
      </form>
    </section>
  );
}
