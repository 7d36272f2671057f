// The shared markup of the two sign-up boxes: a labelled email field, a button, the error tied
// to the field, and a confirmation in a live region.

import { useId, type ReactNode } from 'react';

import { FormAnnouncement } from '@/components/forms/form-announcement';
import { SubmitButton } from '@/components/forms/submit-button';

import { useEmailSignup } from '../use-email-signup';

/** A sign-up box's words, as the CMS gives them. */
export interface SignupLabels {
  form?: string | null;
  input?: string | null;
  placeholder?: string | null;
  button?: string | null;
}

interface EmailSignupFormProps {
  formLabel: string;
  inputLabel: string;
  placeholder: string;
  buttonLabel: string;
  confirmation: string;
  /** Shown under the field, e.g. the privacy note. */
  note?: ReactNode;
}

export function EmailSignupForm({
  formLabel,
  inputLabel,
  placeholder,
  buttonLabel,
  confirmation,
  note,
}: EmailSignupFormProps) {
  const signup = useEmailSignup();
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy =
    [signup.error && errorId, note && noteId].filter(Boolean).join(' ') || undefined;

  return (
    <form
      method="post"
      noValidate
      aria-label={formLabel}
      onSubmit={signup.onSubmit}
      className="flex flex-col gap-2"
    >
      {/* Visible in both boxes: the placeholder goes once typing starts, the label stays. */}
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {inputLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={signup.email}
          onChange={(event) => signup.onChange(event.target.value)}
          aria-invalid={signup.error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-control border border-field-border bg-surface-sunken px-3 py-2 text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-[invalid=true]:border-danger"
        />
        <SubmitButton className="rounded-control bg-brand px-5 py-2 font-semibold text-brand-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand forced-colors:border">
          {buttonLabel}
        </SubmitButton>
      </div>
      {signup.error && (
        <p id={errorId} className="text-sm text-danger">
          {signup.error}
        </p>
      )}
      {/* Kept in the accessibility tree while empty (sr-only, not hidden), so the confirmation is
          announced when it appears. */}
      <p role="status" className="text-sm font-medium text-success empty:sr-only">
        {signup.done ? confirmation : ''}
      </p>
      {note && (
        <p id={noteId} className="text-xs text-fg-muted">
          {note}
        </p>
      )}
      <FormAnnouncement message={signup.announcement} />
    </form>
  );
}
