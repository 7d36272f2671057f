import { describe, expect, it } from 'vitest';

import {
  CASE_STUDY_FILTERS,
  categoryFromParam,
  categoryToParam,
  filterCaseStudies,
  type CaseStudyFilter,
} from '@/features/case-studies/filter-case-studies';

const studies = [
  { id: 1, category: 'Technology Integration' },
  { id: 2, category: 'Product Delivery' },
  { id: 3, category: 'Business Development' },
  { id: 4, category: 'Business Development' },
  { id: 5, category: 'Cloud Solutions' },
  { id: 6, category: 'Web and App Development' },
];

const ids = (list: { id: number }[]) => list.map((study) => study.id);

describe('filterCaseStudies', () => {
  it('offers All and the five categories, in the order of the buttons', () => {
    expect(CASE_STUDY_FILTERS).toEqual([
      'All',
      'Technology Integration',
      'Product Delivery',
      'Business Development',
      'Web and App Development',
      'Cloud Solutions',
    ]);
  });

  it('keeps every entry, in order, for All', () => {
    expect(ids(filterCaseStudies(studies, 'All'))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each<[CaseStudyFilter, number[]]>([
    ['Technology Integration', [1]],
    ['Product Delivery', [2]],
    ['Business Development', [3, 4]],
    ['Web and App Development', [6]],
    ['Cloud Solutions', [5]],
  ])('keeps only the %s entries', (category, expected) => {
    expect(ids(filterCaseStudies(studies, category))).toEqual(expected);
  });

  it('returns an empty list when no entry has the category', () => {
    const withoutCloud = studies.filter((study) => study.category !== 'Cloud Solutions');
    expect(filterCaseStudies(withoutCloud, 'Cloud Solutions')).toEqual([]);
    expect(filterCaseStudies([], 'All')).toEqual([]);
  });

  it('leaves the list it was given untouched', () => {
    const list = [...studies];
    const all = filterCaseStudies(list, 'All');
    all.pop();
    expect(list).toHaveLength(6);
  });
});

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
