import { describe, expect, it } from 'vitest';

import { EMAIL_PATTERN, emailMessages, isBlank, validateEmail } from '@/lib/validation';

describe('validateEmail', () => {
  it.each(['', '   ', '\n\t'])('requires an address (%j)', (value) => {
    expect(validateEmail(value)).toBe(emailMessages.required);
  });

  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann @example.com',
    'ann lee@example.com',
    'ann@exa mple.com',
    'ann@@example.com',
    'ann@-example.com',
    'ann@example-.com',
    'ann@example..com',
    // type=email takes a domain without a dot; no reply reaches it.
    'ann@localhost',
    'a@b',
    'ann@gmail',
    '<ann@example.com>',
    'ann@example.com>',
    'ann@example.com, bob@example.com',
  ])('rejects %j', (value) => {
    expect(validateEmail(value)).toBe(emailMessages.invalid);
  });

  it.each([
    'ann@example.com',
    ' a.b+news@mail.example.org ',
    'a.b+c@sub.example.co.uk',
    "o'neil@example.ie",
    // Labels of one letter, before a dot and after one.
    'ann@x.example.com',
    'ann@mail.x.io',
  ])('accepts %j', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it('keeps the messages the forms and their tests share', () => {
    expect(emailMessages).toEqual({
      required: 'Please enter your email address.',
      invalid: 'Please enter a valid email address, such as name@example.com.',
    });
  });

  it('tests the pattern against the trimmed value only', () => {
    expect(EMAIL_PATTERN.test(' ann@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ann@example.com')).toBe(true);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    [' \n\t', true],
    ['a', false],
    ['  a  ', false],
  ])('%j -> %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});
