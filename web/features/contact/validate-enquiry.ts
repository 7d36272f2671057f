// Field checks for the enquiry forms. They mirror the browser's own rules (required, and the
// HTML type=email pattern) so every browser, and assistive technology, gets the same clear text.

import { isBlank, validateEmail } from '@/lib/validation';

import { enquiryFieldErrors } from './enquiry-constants';
import type { Enquiry } from './send-enquiry';

export type EnquiryErrors = Partial<Record<keyof Enquiry, string>>;

/**
 * Errors for the home/contact enquiry form, in the order the fields appear. The service must be
 * one of the choices the form offers (edited on the Contact page).
 */
export function validateEnquiry(
  enquiry: Enquiry,
  serviceChoices: readonly string[],
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (isBlank(enquiry.fullName)) errors.fullName = enquiryFieldErrors.fullNameRequired;
  const emailError = validateEmail(enquiry.email);
  if (emailError) errors.email = emailError;
  if (!serviceChoices.includes(enquiry.serviceInterested)) {
    errors.serviceInterested = enquiryFieldErrors.serviceRequired;
  }
  if (isBlank(enquiry.projectDetails)) {
    errors.projectDetails = enquiryFieldErrors.projectDetailsRequired;
  }
  return errors;
}

/** Errors for the service-detail consultation form: name, email and message are required. */
export function validateConsultation(enquiry: Enquiry): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (isBlank(enquiry.fullName)) errors.fullName = enquiryFieldErrors.fullNameRequired;
  const emailError = validateEmail(enquiry.email);
  if (emailError) errors.email = emailError;
  if (isBlank(enquiry.projectDetails)) errors.projectDetails = enquiryFieldErrors.messageRequired;
  return errors;
}

export const hasErrors = (errors: EnquiryErrors) => Object.keys(errors).length > 0;
