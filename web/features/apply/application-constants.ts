// Choices, hints and messages of the job application form (SPEC.md sections 2, 3 and 5).

import { emailMessages } from '@/lib/validation';

export const POSITIONS = ['Senior SEO Specialist', 'Full Stack Developer'] as const;
export type Position = (typeof POSITIONS)[number];
export const DEFAULT_POSITION: Position = 'Senior SEO Specialist';

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');
/** Stated to applicants only; the spec does not enforce the size. */
export const RESUME_HINT = 'PDF, DOC up to 10MB';

export const applicationErrors = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid:
    'Please enter a phone number of at least 7 digits, using only digits, spaces, +, -, ( and ).',
  positionRequired: 'Please choose the position you are applying for.',
  urlInvalid: 'Please enter a full web address starting with https:// or http://.',
  resumeRequired: 'Please attach your resume.',
  resumeType: 'Please attach your resume as a PDF, DOC or DOCX file.',
  coverLetterRequired: 'Please write a short cover letter.',
} as const;

export const applicationCopy = {
  submit: 'Submit Application',
  backToCareers: 'Back to Careers',
  receivedHeading: 'Application received',
  receivedText:
    'Thank you. This form records your application in this browser session only; it is not sent to our team. Please also e-mail your resume to',
} as const;
