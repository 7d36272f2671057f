// The consultation enquiry form on Home and /contact.

import { useId } from 'react';

import { SelectField } from '@/components/ui/field';

import { SERVICE_CHOICES, SERVICE_PLACEHOLDER } from '../enquiry-constants';
import { useEnquiryForm } from '../use-enquiry-form';
import { validateEnquiry } from '../validate-enquiry';
import {
  ContactPersonFields,
  EnquiryFieldset,
  EnquirySubmitRow,
  ProjectDetailsField,
} from './enquiry-fields';
import { StatusBanner } from './status-banner';

export interface EnquiryFormProps {
  /** Shown above the form and used as its accessible name. */
  heading?: string;
  submitLabel?: string;
}

export function EnquiryForm({ heading, submitLabel = 'Send Message' }: EnquiryFormProps) {
  const headingId = useId();
  const form = useEnquiryForm({ validate: validateEnquiry });

  return (
    <form
      method="post"
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
      <EnquiryFieldset form={form} className="flex flex-col gap-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <ContactPersonFields form={form} companyLabel="Company Name" />
          <SelectField
            label="Service Interested In"
            name="serviceInterested"
            required
            value={form.values.serviceInterested}
            error={form.errors.serviceInterested}
            onChange={(event) => form.setField('serviceInterested', event.target.value)}
          >
            <option value="">{SERVICE_PLACEHOLDER}</option>
            {SERVICE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </SelectField>
        </div>
        <ProjectDetailsField form={form} label="Project Details" />
      </EnquiryFieldset>
      <EnquirySubmitRow form={form} label={submitLabel} />
    </form>
  );
}
