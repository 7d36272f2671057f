import { describe, expect, it } from 'vitest';

import { categoryFromParam, categoryToParam } from '@/features/case-studies/filter-case-studies';

import { caseStudiesPage } from '../../../seed/content/case-studies-page';

const { categories } = caseStudiesPage.list as { categories: string[] };

describe('the category in the address', () => {
  it('spells each category in lowercase with hyphens, and reads it back', () => {
    expect(categoryToParam('Cloud Solutions')).toBe('cloud-solutions');
    expect(categoryToParam('Web and App Development')).toBe('web-and-app-development');
    for (const category of categories) {
      expect(categoryFromParam(categoryToParam(category), categories)).toBe(category);
    }
  });

  it('reads a missing or unknown category as All', () => {
    expect(categoryFromParam(null, categories)).toBeNull();
    expect(categoryFromParam('marketing', categories)).toBeNull();
    expect(categoryFromParam('Cloud Solutions', categories)).toBeNull();
  });
});
