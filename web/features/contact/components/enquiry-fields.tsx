// The fields both enquiry forms share: who is asking, what about, and the submit row (the
// honeypot and the button). Each form lays them out and labels them its own way.

import { buttonStyles } from '@/components/ui/button-styles';
import { InputField, TextAreaField } from '@/components/ui/field';

import { enquiryMessages } from '../enquiry-constants';
import type { EnquiryFormState } from '../use-enquiry-form';
import { HoneypotField } from './honeypot-field';

interface FieldsProps {
  form: EnquiryFormState;
}

/** Full Name and Email (both required) and the optional company. */
export function ContactPersonFields({
  form,
  companyLabel,
}: FieldsProps & { companyLabel: string }) {
  const { values, errors, setField } = form;
  return (
    <>
      <InputField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => setField('fullName', event.target.value)}
      />
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => setField('email', event.target.value)}
      />
      <InputField
        label={companyLabel}
        name="companyName"
        autoComplete="organization"
        value={values.companyName}
        onChange={(event) => setField('companyName', event.target.value)}
      />
    </>
  );
}

/** The required free-text description of the project. */
export function ProjectDetailsField({ form, label }: FieldsProps & { label: string }) {
  return (
    <TextAreaField
      label={label}
      name="projectDetails"
      rows={4}
      required
      value={form.values.projectDetails}
      error={form.errors.projectDetails}
      onChange={(event) => form.setField('projectDetails', event.target.value)}
    />
  );
}

/** The hidden honeypot and the submit button, which reads "Sending..." while a send is on. */
export function EnquirySubmitRow({ form, label }: FieldsProps & { label: string }) {
  return (
    <>
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      <button type="submit" disabled={form.isSending} className={buttonStyles.primary}>
        {form.isSending ? enquiryMessages.sending : label}
      </button>
    </>
  );
}
