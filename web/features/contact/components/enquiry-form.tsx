// The consultation enquiry form on Home and /contact (SPEC.md sections 2, 4, 5 and 7).

import { useId } from 'react';

import { buttonStyles } from '@/components/ui/button-styles';
import { InputField, SelectField, TextAreaField } from '@/components/ui/field';

import { SERVICE_CHOICES, SERVICE_PLACEHOLDER, enquiryMessages } from '../enquiry-constants';
import { useEnquiryForm } from '../use-enquiry-form';
import { validateEnquiry } from '../validate-enquiry';
import { HoneypotField } from './honeypot-field';
import { StatusBanner } from './status-banner';

export interface EnquiryFormProps {
  /** Shown above the form and used as its accessible name. */
  heading?: string;
  submitLabel?: string;
}

export function EnquiryForm({ heading, submitLabel = 'Send Message' }: EnquiryFormProps) {
  const headingId = useId();
  const form = useEnquiryForm({ validate: validateEnquiry });
  const { values, errors, setField } = form;

  return (
    <form
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Enquiry form'}
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-5 rounded-card border border-border bg-surface-raised p-6 sm:p-8"
    >
      {heading && (
        <h2 id={headingId} className="text-2xl font-bold text-fg">
          {heading}
        </h2>
      )}
      <StatusBanner status={form.status} />
      <div className="grid gap-5 sm:grid-cols-2">
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
          label="Company Name"
          name="companyName"
          autoComplete="organization"
          value={values.companyName}
          onChange={(event) => setField('companyName', event.target.value)}
        />
        <SelectField
          label="Service Interested In"
          name="serviceInterested"
          required
          value={values.serviceInterested}
          error={errors.serviceInterested}
          onChange={(event) => setField('serviceInterested', event.target.value)}
        >
          <option value="">{SERVICE_PLACEHOLDER}</option>
          {SERVICE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Project Details"
        name="projectDetails"
        rows={4}
        required
        value={values.projectDetails}
        error={errors.projectDetails}
        onChange={(event) => setField('projectDetails', event.target.value)}
      />
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      <button type="submit" disabled={form.isSending} className={buttonStyles.primary}>
        {form.isSending ? enquiryMessages.sending : submitLabel}
      </button>
    </form>
  );
}
