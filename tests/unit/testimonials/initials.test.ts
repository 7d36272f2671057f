import { describe, expect, it } from 'vitest';

import { initials } from '@/features/testimonials/initials';

describe('initials', () => {
  it.each([
    ['Priya Sharma', 'PS'],
    ['Priya', 'P'],
    ['van der Berg', 'VB'],
    ['  Anil   Kumar Rao ', 'AR'],
    ['élodie martin', 'ÉM'],
    ['𝒜lex Smith', '𝒜S'],
    ['', ''],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
