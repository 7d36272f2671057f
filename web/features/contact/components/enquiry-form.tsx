// The consultation enquiry form on Home and /contact. Its words and service choices are
// edited on the Contact page.

import { useId } from 'react';

import { SelectField } from '@/components/ui/field';

import { useEnquiryForms } from '../queries';
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
}

export function EnquiryForm({ heading }: EnquiryFormProps) {
  const headingId = useId();
  const words = useEnquiryForms().data?.enquiryForm;
  const choices = words?.serviceChoices ?? [];
  const form = useEnquiryForm({ validate: (enquiry) => validateEnquiry(enquiry, choices) });

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : (words?.formName ?? undefined)}
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
          <ContactPersonFields form={form} labels={words ?? undefined} />
          <SelectField
            label={words?.serviceLabel ?? ''}
            name="serviceInterested"
            required
            value={form.values.serviceInterested}
            error={form.errors.serviceInterested}
            onChange={(event) => form.setField('serviceInterested', event.target.value)}
          >
            <option value="">{words?.serviceEmptyChoice}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </SelectField>
        </div>
        <ProjectDetailsField form={form} label={words?.projectDetailsLabel} />
      </EnquiryFieldset>
      <EnquirySubmitRow form={form} label={words?.submitLabel} />
    </form>
  );
}
