// The "Let's Talk" form in a service-detail page's consultation block. It sends the same
// enquiry as the main form, with the page's service as the service of interest. Its words are
// edited on the Contact page.

import { useEnquiryForms } from '../queries';
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
  const words = useEnquiryForms().data?.consultationForm;
  const form = useEnquiryForm({
    validate: validateConsultation,
    fixed: { serviceInterested: serviceTitle },
  });

  return (
    <form
      method="post"
      noValidate
      aria-label={`${words?.formName ?? ''} ${serviceTitle}`.trim()}
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-4"
    >
      <StatusBanner status={form.status} />
      <EnquiryFieldset form={form} className="flex flex-col gap-4">
        <ContactPersonFields form={form} labels={words ?? undefined} />
        <ProjectDetailsField form={form} label={words?.messageLabel} />
      </EnquiryFieldset>
      <EnquirySubmitRow form={form} label={words?.submitLabel} />
    </form>
  );
}
