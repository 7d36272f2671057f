import { describe, expect, it } from 'vitest';

import { formatSalaryRange } from '@/features/careers/format-salary';

describe('formatSalaryRange', () => {
  it.each([
    [300000, 500000, '₹3,00,000 - ₹5,00,000 per annum'],
    [500000, 700000, '₹5,00,000 - ₹7,00,000 per annum'],
    [1200000, 2500000, '₹12,00,000 - ₹25,00,000 per annum'],
    [95000, 150000, '₹95,000 - ₹1,50,000 per annum'],
  ])('formats %d to %d in Indian digit grouping', (min, max, expected) => {
    expect(formatSalaryRange(min, max)).toBe(expected);
  });

  it('puts the lower figure first when the CMS has them the wrong way round', () => {
    expect(formatSalaryRange(700000, 500000)).toBe('₹5,00,000 - ₹7,00,000 per annum');
  });

  it('shows a single figure when both ends are equal', () => {
    expect(formatSalaryRange(400000, 400000)).toBe('₹4,00,000 per annum');
  });

  it('rounds paise away', () => {
    expect(formatSalaryRange(300000.4, 499999.6)).toBe('₹3,00,000 - ₹5,00,000 per annum');
  });

  it.each([
    [300000, null, 'From ₹3,00,000 per annum'],
    [undefined, 500000, 'Up to ₹5,00,000 per annum'],
    [null, null, null],
    [Number.NaN, undefined, null],
  ])('handles a missing end (%s, %s)', (min, max, expected) => {
    expect(formatSalaryRange(min, max)).toBe(expected);
  });
});
