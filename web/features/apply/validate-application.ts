// Field checks for the job application, pure so they are unit-tested
// without a DOM. The email and URL rules mirror the browser's type=email and type=url.

import { isBlank, validateEmail } from '@/lib/validation';

import { RESUME_EXTENSIONS, applicationErrors } from './application-constants';

export interface ApplicationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  portfolio: string;
  linkedin: string;
  /** Only the name matters for the checks, so a File or a plain { name } both do. */
  resume: { name: string } | null;
  coverLetter: string;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationValues, string>>;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A number a recruiter can dial: digits with the usual separators, 7 (the shortest local
 * numbers) to 15 digits (E.164's longest). Catches an e-mail or pasted text in the wrong box.
 */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return (
    /^\+?[\d\s().-]+$/.test(trimmed) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
  );
}

export function hasResumeExtension(fileName: string): boolean {
  const lowered = fileName.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => lowered.endsWith(extension));
}

/**
 * Errors keyed by field, in the order the fields appear on the form. The position must be one of
 * the choices the form offers (edited on the Application page).
 */
export function validateApplication(
  values: ApplicationValues,
  positions: readonly string[],
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (isBlank(values.firstName)) errors.firstName = applicationErrors.firstNameRequired;
  if (isBlank(values.lastName)) errors.lastName = applicationErrors.lastNameRequired;
  const emailError = validateEmail(values.email);
  if (emailError) errors.email = emailError;
  if (isBlank(values.phone)) errors.phone = applicationErrors.phoneRequired;
  else if (!isPhoneNumber(values.phone)) errors.phone = applicationErrors.phoneInvalid;
  if (!positions.includes(values.position)) {
    errors.position = applicationErrors.positionRequired;
  }
  if (!isBlank(values.portfolio) && !isWebUrl(values.portfolio.trim())) {
    errors.portfolio = applicationErrors.urlInvalid;
  }
  if (!isBlank(values.linkedin) && !isWebUrl(values.linkedin.trim())) {
    errors.linkedin = applicationErrors.urlInvalid;
  }
  if (!values.resume) errors.resume = applicationErrors.resumeRequired;
  else if (!hasResumeExtension(values.resume.name)) errors.resume = applicationErrors.resumeType;
  if (isBlank(values.coverLetter)) errors.coverLetter = applicationErrors.coverLetterRequired;
  return errors;
}
