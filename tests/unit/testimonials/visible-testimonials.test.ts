import { describe, expect, it } from 'vitest';

import { visibleTestimonials, wrapIndex } from '@/features/testimonials/visible-testimonials';

const twelve = Array.from({ length: 12 }, (_, index) => index + 1);

describe('visibleTestimonials', () => {
  it.each([
    [0, [1, 2, 3]],
    [4, [5, 6, 7]],
    [9, [10, 11, 12]],
    [10, [11, 12, 1]],
    [11, [12, 1, 2]],
  ])('from index %i shows %j', (index, expected) => {
    expect(visibleTestimonials(twelve, index, 3)).toEqual(expected);
  });

  it('shows one item for a one-card window with the same index logic', () => {
    expect(visibleTestimonials(twelve, 11, 1)).toEqual([12]);
    expect(visibleTestimonials(twelve, -2, 1)).toEqual([11]);
  });

  it('never repeats an item when there are fewer items than the window', () => {
    expect(visibleTestimonials(['a', 'b'], 1, 3)).toEqual(['b', 'a']);
  });

  it('returns nothing for an empty list or an empty window', () => {
    expect(visibleTestimonials([], 3, 3)).toEqual([]);
    expect(visibleTestimonials(twelve, 0, 0)).toEqual([]);
  });
});

describe('wrapIndex', () => {
  it('is 0 for an empty list', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
