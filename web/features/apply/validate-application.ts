// Field checks for the job application (SPEC.md section 5), pure so they are unit-tested
// without a DOM. The email and URL rules mirror the browser's type=email and type=url.

import { POSITIONS, RESUME_EXTENSIONS, applicationErrors } from './application-constants';

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

// The WHATWG "valid e-mail address" production, the rule browsers apply to type=email.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function hasResumeExtension(fileName: string): boolean {
  const lowered = fileName.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => lowered.endsWith(extension));
}

const blank = (value: string) => value.trim() === '';

/** Errors keyed by field, in the order the fields appear on the form. */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (blank(values.firstName)) errors.firstName = applicationErrors.firstNameRequired;
  if (blank(values.lastName)) errors.lastName = applicationErrors.lastNameRequired;
  if (blank(values.email)) errors.email = applicationErrors.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = applicationErrors.emailInvalid;
  if (blank(values.phone)) errors.phone = applicationErrors.phoneRequired;
  if (!(POSITIONS as readonly string[]).includes(values.position)) {
    errors.position = applicationErrors.positionRequired;
  }
  if (!blank(values.portfolio) && !isWebUrl(values.portfolio.trim())) {
    errors.portfolio = applicationErrors.urlInvalid;
  }
  if (!blank(values.linkedin) && !isWebUrl(values.linkedin.trim())) {
    errors.linkedin = applicationErrors.urlInvalid;
  }
  if (!values.resume) errors.resume = applicationErrors.resumeRequired;
  else if (!hasResumeExtension(values.resume.name)) errors.resume = applicationErrors.resumeType;
  if (blank(values.coverLetter)) errors.coverLetter = applicationErrors.coverLetterRequired;
  return errors;
}
