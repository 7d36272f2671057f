// 'Add New Career Entry': collects a draft, and hands a complete entry to the panel.

import { useState, type FormEvent } from 'react';

import {
  createCareerEntry,
  emptyCareerDraft,
  type CareerEntry,
  type CareerEntryDraft,
} from '../career-entries';
import { inputClass, labelClass, primaryButtonClass } from './admin-styles';

interface CareerEntryFormProps {
  onAdd: (entry: CareerEntry) => void;
  /** Called when a required field is missing; the panel tells the admin with a toast. */
  onInvalid: () => void;
}

const requiredFields = ['title', 'company', 'start_date'] as const;

export function CareerEntryForm({ onAdd, onInvalid }: CareerEntryFormProps) {
  const [draft, setDraft] = useState<CareerEntryDraft>(emptyCareerDraft);
  const set = (field: keyof CareerEntryDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entry = createCareerEntry(draft, Date.now());
    if (!entry) {
      const missing = requiredFields.find((field) => draft[field].trim() === '');
      const control = missing ? event.currentTarget.elements.namedItem(missing) : null;
      if (control instanceof HTMLElement) control.focus();
      onInvalid();
      return;
    }
    onAdd(entry);
    setDraft(emptyCareerDraft);
  };

  return (
    <section
      aria-labelledby="career-form-heading"
      className="rounded-card border border-border bg-surface-raised p-6"
    >
      <h2 id="career-form-heading" className="mb-5 text-xl font-bold text-fg">
        Add New Career Entry
      </h2>
      {/* noValidate: the spec's toast, not the browser's bubble, reports a missing field. */}
      <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2">
        <label className={labelClass}>
          Title
          <input
            name="title"
            required
            value={draft.title}
            onChange={set('title')}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Company
          <input
            name="company"
            required
            value={draft.company}
            onChange={set('company')}
            className={inputClass}
          />
        </label>
        <label className={`${labelClass} sm:col-span-2`}>
          Description
          <textarea
            name="description"
            rows={4}
            value={draft.description}
            onChange={set('description')}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          Start date
          <input
            type="date"
            name="start_date"
            required
            value={draft.start_date}
            onChange={set('start_date')}
            className={inputClass}
          />
        </label>
        <label className={labelClass}>
          End date
          <input
            type="date"
            name="end_date"
            value={draft.end_date}
            onChange={set('end_date')}
            className={inputClass}
          />
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButtonClass}>
            Add Entry
          </button>
        </div>
      </form>
    </section>
  );
}
