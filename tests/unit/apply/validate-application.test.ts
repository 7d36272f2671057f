import { describe, expect, it } from 'vitest';

import { RESUME_ACCEPT, applicationErrors } from '@/features/apply/application-constants';
import {
  validateApplication as validateWith,
  type ApplicationValues,
} from '@/features/apply/validate-application';

import { applyPage } from '../../../seed/content/utility-pages';

const { positions } = applyPage.position as { positions: string[] };
const validateApplication = (values: ApplicationValues) => validateWith(values, positions);

const valid: ApplicationValues = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+91 98765 43210',
  position: 'Full Stack Developer',
  portfolio: '',
  linkedin: '',
  resume: { name: 'Ann Lee CV.PDF' },
  coverLetter: 'I would love to join.',
};

describe('validateApplication', () => {
  it('accepts a complete application without the optional links', () => {
    expect(validateApplication(valid)).toEqual({});
  });

  it('names every missing required field, in form order', () => {
    const errors = validateApplication({
      ...valid,
      firstName: ' ',
      lastName: '',
      email: '',
      phone: '',
      resume: null,
      coverLetter: '',
    });
    expect(errors).toEqual({
      firstName: applicationErrors.firstNameRequired,
      lastName: applicationErrors.lastNameRequired,
      email: applicationErrors.emailRequired,
      phone: applicationErrors.phoneRequired,
      resume: applicationErrors.resumeRequired,
      coverLetter: applicationErrors.coverLetterRequired,
    });
    expect(Object.keys(errors)[0]).toBe('firstName');
  });

  it('checks the email format', () => {
    expect(validateApplication({ ...valid, email: 'ann@' })).toEqual({
      email: applicationErrors.emailInvalid,
    });
  });

  it.each([
    '+91 98765 43210',
    '(555) 123-4567',
    '020 7946 0958',
    '5551234',
    '+44 (0)20 7946 0958 12',
  ])('accepts the phone number "%s"', (phone) => {
    expect(validateApplication({ ...valid, phone })).toEqual({});
  });

  it.each([
    'abc',
    'ann@example.com',
    '123 456',
    '+91 98765 43210 ext. 2',
    '--------',
    '1234567890123456',
    '9'.repeat(100),
  ])('rejects the phone number "%s"', (phone) => {
    expect(validateApplication({ ...valid, phone })).toEqual({
      phone: applicationErrors.phoneInvalid,
    });
  });

  it.each([
    'linkedin.com/in/ann',
    'ann',
    'javascript:alert(1)',
    'mailto:ann@example.com',
    'ftp://example.com/cv',
  ])('rejects the link "%s"', (link) => {
    expect(validateApplication({ ...valid, portfolio: link, linkedin: link })).toEqual({
      portfolio: applicationErrors.urlInvalid,
      linkedin: applicationErrors.urlInvalid,
    });
  });

  it.each(['https://ann.dev', 'http://example.com/work?x=1', 'https://www.linkedin.com/in/ann'])(
    'accepts the link "%s"',
    (link) => {
      expect(validateApplication({ ...valid, portfolio: link, linkedin: link })).toEqual({});
    },
  );

  it.each(['cv.pdf', 'cv.doc', 'CV.DOCX'])('accepts the resume %s', (name) => {
    expect(validateApplication({ ...valid, resume: { name } })).toEqual({});
  });

  it.each(['cv.txt', 'cv.pdf.exe', 'cv', 'cv.png'])('rejects the resume %s', (name) => {
    expect(validateApplication({ ...valid, resume: { name } })).toEqual({
      resume: applicationErrors.resumeType,
    });
  });

  it('only accepts the listed positions', () => {
    expect(validateApplication({ ...valid, position: 'CEO' })).toEqual({
      position: applicationErrors.positionRequired,
    });
  });
});

describe('application choices', () => {
  it('keeps the spec values', () => {
    expect(positions).toEqual(['Senior SEO Specialist', 'Full Stack Developer']);
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
    expect((applyPage.documents as { resumeHint: string }).resumeHint).toBe('PDF, DOC up to 10MB');
  });

  it('accepts a position added to the list', () => {
    expect(validateWith({ ...valid, position: 'CEO' }, [...positions, 'CEO'])).toEqual({});
  });
});
