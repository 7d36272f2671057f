// Field values, field errors and submit handling for both enquiry forms. The forms differ only
// in their fields and rules, so each passes its own validator and any fixed values.

import { useState, type FormEvent } from 'react';

import { hasChanges, leaveMessage } from '@/components/forms/form-feedback';
import { useInvalidFieldsAnnouncer } from '@/components/forms/use-invalid-fields-announcer';

import type { Enquiry } from './send-enquiry';
import { useEnquirySubmit } from './use-enquiry-submit';
import { hasErrors, type EnquiryErrors } from './validate-enquiry';

const emptyEnquiry: Enquiry = {
  fullName: '',
  email: '',
  companyName: '',
  serviceInterested: '',
  projectDetails: '',
};

interface UseEnquiryFormOptions {
  validate: (enquiry: Enquiry) => EnquiryErrors;
  /** Values the visitor does not type, e.g. the service on a service-detail page. */
  fixed?: Partial<Enquiry>;
}

export function useEnquiryForm({ validate, fixed }: UseEnquiryFormOptions) {
  const [values, setValues] = useState<Enquiry>(emptyEnquiry);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [honeypot, setHoneypot] = useState('');
  const { status, submit, reset, isSending } = useEnquirySubmit();
  const { announcement, reportInvalid, clearAnnouncement } = useInvalidFieldsAnnouncer();

  const setField = (field: keyof Enquiry, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once the visitor edits a field, its old complaint no longer applies.
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const enquiry = { ...values, ...fixed };
    const found = validate(enquiry);
    setErrors(found);
    if (hasErrors(found)) {
      reset();
      reportInvalid(event.currentTarget, Object.keys(found));
      return;
    }
    clearAnnouncement();
    // The fields lock while sending, so focus in one of them would fall to <body>: it goes to
    // the button, which stays focusable while it reads "Sending...".
    event.currentTarget.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    const accepted = await submit({ enquiry, honeypot });
    if (accepted) {
      setValues(emptyEnquiry);
      setHoneypot('');
    }
  };

  return {
    // For the form's LeaveGuard; success empties the fields, which also lifts it.
    leaveMessage: leaveMessage({ changed: hasChanges(values, emptyEnquiry), sending: isSending }),
    values,
    errors,
    setField,
    honeypot,
    setHoneypot,
    handleSubmit,
    status,
    isSending,
    announcement,
  };
}

/** What both enquiry forms hand to their shared fields (components/enquiry-fields.tsx). */
export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
