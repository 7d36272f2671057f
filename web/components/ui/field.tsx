// Labelled form controls shared by the site's forms (enquiry, consultation, job application).
// Each ties its hint and error to the control with aria-describedby and marks the control
// invalid while it has an error, so assistive technology reads the problem with the field.

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

// The file: variants style the "Choose file" button of a file input; other inputs ignore them.
// A file input shows the file's name (or 'No file chosen') under its button when both do not fit.
// A control is disabled only while its form is sending, so it looks paused, not gone.
export const fieldControlClass =
  'w-full rounded-control border border-field-border bg-surface-sunken px-3 py-2 text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-70 aria-[invalid=true]:border-danger file:mr-3 file:rounded-control file:border-0 file:bg-brand file:px-3 file:py-1 file:max-w-full file:text-brand-fg file:whitespace-normal [&[type=file]]:whitespace-normal';

export interface FieldProps {
  label: string;
  /** The current problem with the value; shown under the control and read with it. */
  error?: string;
  /** A standing note such as accepted file types; read with the control. */
  hint?: string;
  required?: boolean;
}

/** What the field hands to its control: the label's target and the a11y wiring. */
interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  className: string;
}

function Field({
  label,
  error,
  hint,
  required,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      {/* The marker sits beside the label, not in it, so the field's name stays the label text
          alone; `required` on the control tells assistive technology. */}
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="min-w-0 text-sm font-medium text-fg">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm text-danger">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
        className: fieldControlClass,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function InputField({
  label,
  error,
  hint,
  required,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...textarea} {...control} />}
    </Field>
  );
}

/**
 * A native select cuts its chosen option off where it is too narrow, so in a window under 18rem
 * it becomes a customizable select, whose choice and options wrap, where the browser has one. A
 * media query, not a container query: it is settled before layout, so the select always draws.
 */
const narrowSelectClass =
  'max-[18rem]:[appearance:base-select] max-[18rem]:whitespace-normal max-[18rem]:wrap-anywhere max-[18rem]:[&::picker(select)]:[appearance:base-select] max-[18rem]:[&::picker(select)]:w-[anchor-size(self-inline)] max-[18rem]:[&_option]:py-1 max-[18rem]:[&_option]:whitespace-normal max-[18rem]:[&_option]:wrap-anywhere max-[18rem]:[&::picker(select)]:rounded-control max-[18rem]:[&::picker(select)]:border-border max-[18rem]:[&::picker(select)]:bg-surface-raised max-[18rem]:[&::picker(select)]:text-fg';

export function SelectField({
  label,
  error,
  hint,
  required,
  ...select
}: FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...select} {...control} className={`${control.className} ${narrowSelectClass}`} />
      )}
    </Field>
  );
}
