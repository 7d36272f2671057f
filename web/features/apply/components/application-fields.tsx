// Labelled controls for the application form. Each ties its hint and error to the control with
// aria-describedby and marks itself invalid while it has an error.

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const controlClass =
  'w-full rounded-control border border-border bg-surface-sunken px-3 py-2 text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[invalid=true]:border-danger file:mr-3 file:rounded-control file:border-0 file:bg-brand file:px-3 file:py-1 file:text-brand-fg';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

interface ControlA11y {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
}

function Field({
  label,
  error,
  hint,
  children,
}: FieldProps & { children: (a11y: ControlA11y) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        className: controlClass,
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

type InputFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

export function InputField({ label, error, hint, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => <input {...input} {...a11y} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => <textarea {...textarea} {...a11y} />}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(a11y) => <select {...select} {...a11y} />}
    </Field>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-xl font-bold text-fg">{title}</legend>
      {children}
    </fieldset>
  );
}
