// The "Let's Talk" form in a service-detail page's consultation block. It sends the same
// enquiry as the main form, with the page's service as the service of interest.

import { useEnquiryForm } from '../use-enquiry-form';
import { validateConsultation } from '../validate-enquiry';
import {
  ContactPersonFields,
  EnquiryFieldset,
  EnquirySubmitRow,
  ProjectDetailsField,
} from './enquiry-fields';
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

  return (
    <form
      method="post"
      noValidate
      aria-label={`Consultation about ${serviceTitle}`}
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-4"
    >
      <StatusBanner status={form.status} />
      <EnquiryFieldset form={form} className="flex flex-col gap-4">
        <ContactPersonFields form={form} companyLabel="Company" />
        <ProjectDetailsField form={form} label="Message" />
      </EnquiryFieldset>
      <EnquirySubmitRow form={form} label="Let's Talk" />
    </form>
  );
}
