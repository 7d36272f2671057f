// The accepted resume files and the messages of the job application form: its errors, the
// notice of what submitting does and the confirmation. Its labels and positions are edited on
// the Application page.

import type { ApplyPageQueryResult } from '@/lib/sanity.types';
import { emailMessages } from '@/lib/validation';

/** The form's labels and position choices, from the Application page. */
export type ApplicationFormWords = Pick<
  NonNullable<ApplyPageQueryResult['page']>,
  'personal' | 'position' | 'documents' | 'actions'
>;

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

export const applicationErrors = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid:
    'Please enter a phone number of 7 to 15 digits, using only digits, spaces, +, -, ( and ).',
  positionRequired: 'Please choose the position you are applying for.',
  urlInvalid: 'Please enter a full web address starting with https:// or http://.',
  resumeRequired: 'Please attach your resume.',
  resumeType: 'Please attach your resume as a PDF, DOC or DOCX file.',
  coverLetterRequired: 'Please write a short cover letter.',
} as const;

export const applicationCopy = {
  /** Above the form, before anyone writes a cover letter: what submitting does and does not do. */
  noticeText:
    'This form does not send your application to our team. When you submit it, you can e-mail it from your mail app, with your resume attached, to',
  receivedHeading: 'Application received',
  receivedText:
    'Thank you. This form records your application in this browser session only; it is not sent to our team. Please e-mail it, with your resume attached, to',
  emailApplication: 'E-mail your application',
  pasteCoverLetter:
    'Your cover letter is too long to fit into that e-mail: copy it from below and paste it in.',
  coverLetterHeading: 'Your cover letter',
  copyCoverLetter: 'Copy cover letter',
  copied: 'Cover letter copied.',
  copyFailed: 'Could not copy. Select the text and copy it instead.',
} as const;
