import { describe, expect, it } from 'vitest';

import {
  CASE_STUDY_FILTERS,
  categoryFromParam,
  categoryToParam,
} from '@/features/case-studies/filter-case-studies';

describe('the category in the address', () => {
  it('spells each filter in lowercase with hyphens, and reads it back', () => {
    expect(categoryToParam('Cloud Solutions')).toBe('cloud-solutions');
    expect(categoryToParam('Web and App Development')).toBe('web-and-app-development');
    for (const filter of CASE_STUDY_FILTERS) {
      expect(categoryFromParam(categoryToParam(filter))).toBe(filter);
    }
  });

  it('reads a missing or unknown category as All', () => {
    expect(categoryFromParam(null)).toBe('All');
    expect(categoryFromParam('marketing')).toBe('All');
    expect(categoryFromParam('Cloud Solutions')).toBe('All');
  });
});
