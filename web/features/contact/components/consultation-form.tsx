// The "Let's Talk" form in a service-detail page's consultation block. It sends the same
// enquiry as the main form, with the page's service as the service of interest.

import { buttonStyles } from '@/components/ui/button-styles';
import { InputField, TextAreaField } from '@/components/ui/field';

import { enquiryMessages } from '../enquiry-constants';
import { useEnquiryForm } from '../use-enquiry-form';
import { validateConsultation } from '../validate-enquiry';
import { HoneypotField } from './honeypot-field';
import { StatusBanner } from './status-banner';

export interface ConsultationFormProps {
  /** The service this page describes; sent as serviceInterested. */
  serviceTitle: string;
}

export function ConsultationForm({ serviceTitle }: ConsultationFormProps) {
  const form = useEnquiryForm({
    validate: validateConsultation,
    fixed: { serviceInterested: serviceTitle },
  });
  const { values, errors, setField } = form;

  return (
    <form
      noValidate
      aria-label={`Consultation about ${serviceTitle}`}
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-4"
    >
      <StatusBanner status={form.status} />
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
        label="Company"
        name="companyName"
        autoComplete="organization"
        value={values.companyName}
        onChange={(event) => setField('companyName', event.target.value)}
      />
      <TextAreaField
        label="Message"
        name="projectDetails"
        rows={4}
        required
        value={values.projectDetails}
        error={errors.projectDetails}
        onChange={(event) => setField('projectDetails', event.target.value)}
      />
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      <button type="submit" disabled={form.isSending} className={buttonStyles.primary}>
        {form.isSending ? enquiryMessages.sending : "Let's Talk"}
      </button>
    </form>
  );
}
