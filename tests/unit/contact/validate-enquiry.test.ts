import { describe, expect, it } from 'vitest';

import {
  ENQUIRY_TIMEOUT_MS,
  enquiryFieldErrors,
  enquiryMessages,
} from '@/features/contact/enquiry-constants';
import {
  validateConsultation,
  validateEnquiry as validateWith,
} from '@/features/contact/validate-enquiry';
import type { Enquiry } from '@/features/contact/send-enquiry';

import { contactPage } from '../../../seed/content/contact-page';

const SERVICE_CHOICES = (contactPage.enquiryForm as { serviceChoices: string[] }).serviceChoices;
const validateEnquiry = (enquiry: Enquiry) => validateWith(enquiry, SERVICE_CHOICES);

const valid = {
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  companyName: '',
  serviceInterested: 'Product Delivery',
  projectDetails: 'A new app',
};

describe('validateEnquiry', () => {
  it('accepts a complete enquiry without a company', () => {
    expect(validateEnquiry(valid)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(
      validateEnquiry({
        ...valid,
        fullName: ' ',
        email: '',
        serviceInterested: '',
        projectDetails: '\n',
      }),
    ).toEqual({
      fullName: enquiryFieldErrors.fullNameRequired,
      email: enquiryFieldErrors.emailRequired,
      serviceInterested: enquiryFieldErrors.serviceRequired,
      projectDetails: enquiryFieldErrors.projectDetailsRequired,
    });
  });

  it.each(['ann', 'ann@', '@example.com', 'ann lee@example.com', 'ann@exa mple.com'])(
    'rejects the email "%s"',
    (email) => {
      expect(validateEnquiry({ ...valid, email })).toEqual({
        email: enquiryFieldErrors.emailInvalid,
      });
    },
  );

  it.each(['ann@example.com', 'a.b+c@sub.example.co.uk', ' ann@example.com '])(
    'accepts the email "%s"',
    (email) => {
      expect(validateEnquiry({ ...valid, email })).toEqual({});
    },
  );

  it('accepts only a service the form offers', () => {
    expect(validateEnquiry({ ...valid, serviceInterested: 'Catering' })).toEqual({
      serviceInterested: enquiryFieldErrors.serviceRequired,
    });
    expect(validateWith({ ...valid, serviceInterested: 'Catering' }, ['Catering'])).toEqual({});
  });
});

describe('validateConsultation', () => {
  it('requires name, email and message but not a company', () => {
    expect(
      validateConsultation({ ...valid, fullName: '', email: 'x', projectDetails: '' }),
    ).toEqual({
      fullName: enquiryFieldErrors.fullNameRequired,
      email: enquiryFieldErrors.emailInvalid,
      projectDetails: enquiryFieldErrors.messageRequired,
    });
    expect(validateConsultation({ ...valid, serviceInterested: '' })).toEqual({});
  });
});

describe('enquiry choices and messages', () => {
  it('keeps the spec values', () => {
    expect(SERVICE_CHOICES).toEqual([
      'Technology Integration',
      'Product Delivery',
      'Data migration',
      'Server migration',
      'Business Development',
      'Cloud Solutions',
      'Web Development',
    ]);
    expect(enquiryMessages).toMatchObject({
      success: 'Thank you! Your message has been sent successfully.',
      serverError: 'Something went wrong. Please try again later.',
      networkError: 'Network error. Please check your connection and try again.',
      sending: 'Sending...',
    });
    expect(ENQUIRY_TIMEOUT_MS).toBe(15_000);
  });
});
