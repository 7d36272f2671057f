import { describe, expect, it } from 'vitest';

import { emailMessages, validateEmail } from '@/features/newsletter/validate-email';

describe('validateEmail', () => {
  it.each(['', '   '])('requires an address (%j)', (value) => {
    expect(validateEmail(value)).toBe(emailMessages.required);
  });

  it.each(['ann', 'ann@', '@example.com', 'ann @example.com'])('rejects %s', (value) => {
    expect(validateEmail(value)).toBe(emailMessages.invalid);
  });

  it.each(['ann@example.com', ' a.b+news@mail.example.org '])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeNull();
  });
});
