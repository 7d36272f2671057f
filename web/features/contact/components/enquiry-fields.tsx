// The fields both enquiry forms share: who is asking, what about, and the submit row (the
// honeypot, the button, the privacy note and the blocked-submit announcement). Each form lays
// them out and labels them its own way.

import { useId, type ReactNode } from 'react';

import { FormAnnouncement } from '@/components/forms/form-announcement';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { SubmitButton } from '@/components/forms/submit-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { InputField, TextAreaField } from '@/components/ui/field';
import { FormPolicyNote } from '@/components/ui/policy-note';
import { useSiteSettings } from '@/features/site/queries';

import { enquiryMessages } from '../enquiry-constants';
import type { EnquiryFormState } from '../use-enquiry-form';
import { HoneypotField } from './honeypot-field';

interface FieldsProps {
  form: EnquiryFormState;
}

/**
 * Holds the typed fields and locks them while a send is on, so nothing is typed that the
 * success (which empties the fields) would wipe, and guards them against leaving the page by
 * accident. It takes the form's own column layout.
 */
export function EnquiryFieldset({
  form,
  className,
  children,
}: FieldsProps & { className: string; children: ReactNode }) {
  return (
    <fieldset disabled={form.isSending} className={`min-w-0 ${className}`}>
      <LeaveGuard message={form.leaveMessage} />
      {children}
    </fieldset>
  );
}

interface PersonLabels {
  fullNameLabel: string | null;
  emailLabel: string | null;
  companyLabel: string | null;
}

/** Full Name and Email (both required) and the optional company. */
export function ContactPersonFields({ form, labels }: FieldsProps & { labels?: PersonLabels }) {
  const { values, errors, setField } = form;
  return (
    <>
      <InputField
        label={labels?.fullNameLabel ?? ''}
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => setField('fullName', event.target.value)}
      />
      <InputField
        label={labels?.emailLabel ?? ''}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => setField('email', event.target.value)}
      />
      <InputField
        label={labels?.companyLabel ?? ''}
        name="companyName"
        autoComplete="organization"
        value={values.companyName}
        onChange={(event) => setField('companyName', event.target.value)}
      />
    </>
  );
}

/** The required free-text description of the project. */
export function ProjectDetailsField({ form, label }: FieldsProps & { label?: string | null }) {
  return (
    <TextAreaField
      label={label ?? ''}
      name="projectDetails"
      rows={4}
      required
      value={form.values.projectDetails}
      error={form.errors.projectDetails}
      onChange={(event) => form.setField('projectDetails', event.target.value)}
    />
  );
}

/**
 * The hidden honeypot and the submit button, which reads "Sending..." while a send is on (the
 * live region says so too). Under it, the CMS's note on what the details are used for, which
 * the button takes as its description, so it is read before the details go.
 */
export function EnquirySubmitRow({ form, label }: FieldsProps & { label?: string | null }) {
  const note = useSiteSettings().data?.enquiryNote;
  const noteId = useId();
  return (
    <>
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      <SubmitButton
        busy={form.isSending}
        aria-describedby={note ? noteId : undefined}
        className={buttonStyles.primary}
      >
        {form.isSending ? enquiryMessages.sending : label}
      </SubmitButton>
      {note && <FormPolicyNote id={noteId} note={note} />}
      <FormAnnouncement message={form.isSending ? enquiryMessages.sending : form.announcement} />
    </>
  );
}
