import { describe, expect, it } from 'vitest';

import { MAILTO_MAX_LENGTH, applicationEmail } from '@/features/apply/application-email';
import type { ApplicationValues } from '@/features/apply/validate-application';

const values: ApplicationValues = {
  firstName: ' Ann ',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+91 98765 43210',
  position: 'Senior SEO Specialist',
  portfolio: '',
  linkedin: ' ',
  resume: null,
  coverLetter: 'Hello & welcome?',
};

const bodyOf = (href: string) =>
  decodeURIComponent(/[?&]body=([^&]*)/.exec(href)?.[1] ?? '').split('\r\n');

describe('applicationEmail', () => {
  it('leaves out what was not given and escapes what would end the address', () => {
    const email = applicationEmail('careers@example.com', values);
    expect(email.includesCoverLetter).toBe(true);
    expect(email.href).not.toMatch(/[ &?]welcome/);
    expect(bodyOf(email.href)).toEqual([
      'Position: Senior SEO Specialist',
      'Name: Ann Lee',
      'Email: ann@example.com',
      'Phone: +91 98765 43210',
      '',
      'Cover letter:',
      'Hello & welcome?',
    ]);
  });

  it('keeps a letter too long for mail apps out of the link, leaving a place to paste it', () => {
    const coverLetter = 'I have shipped many sites. '.repeat(80);
    const email = applicationEmail('careers@example.com', { ...values, coverLetter });
    expect(email.includesCoverLetter).toBe(false);
    expect(email.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(bodyOf(email.href).at(-1)).toBe('[Paste your cover letter here.]');
  });

  it('lists every detail given, trimmed, and names the position and applicant in the subject', () => {
    const email = applicationEmail('careers@example.com', {
      ...values,
      lastName: ' Lee ',
      email: ' ann@example.com ',
      phone: ' +91 98765 43210 ',
      portfolio: ' https://ann.dev ',
      linkedin: 'https://www.linkedin.com/in/ann',
      resume: { name: 'ann-lee-cv.pdf' },
      coverLetter: '  Hello  ',
    });
    const subject = decodeURIComponent(/[?&]subject=([^&]*)/.exec(email.href)?.[1] ?? '');
    expect(email.href.startsWith('mailto:careers@example.com?')).toBe(true);
    expect(subject).toBe('Application: Senior SEO Specialist – Ann Lee');
    expect(bodyOf(email.href)).toEqual([
      'Position: Senior SEO Specialist',
      'Name: Ann Lee',
      'Email: ann@example.com',
      'Phone: +91 98765 43210',
      'Portfolio: https://ann.dev',
      'LinkedIn: https://www.linkedin.com/in/ann',
      'Resume: ann-lee-cv.pdf (attached)',
      '',
      'Cover letter:',
      'Hello',
    ]);
  });

  it('keeps a letter that makes the link exactly as long as mail apps take', () => {
    const bare = applicationEmail('careers@example.com', { ...values, coverLetter: '' }).href;
    const fitting = 'a'.repeat(MAILTO_MAX_LENGTH - bare.length);
    const fits = applicationEmail('careers@example.com', { ...values, coverLetter: fitting });
    expect(fits.href.length).toBe(MAILTO_MAX_LENGTH);
    expect(fits.includesCoverLetter).toBe(true);
    const over = applicationEmail('careers@example.com', { ...values, coverLetter: `${fitting}a` });
    expect(over.includesCoverLetter).toBe(false);
  });
});
