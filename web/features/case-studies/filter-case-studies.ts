// The case-study filter of /case-studies: All, then
// the five categories of the content model, in the order the buttons show.
import { stegaClean } from '@sanity/client/stega';

import { CASE_STUDY_CATEGORIES } from '../../../schemas/constants';

export const ALL_CATEGORIES = 'All';

export const CASE_STUDY_FILTERS = [ALL_CATEGORIES, ...CASE_STUDY_CATEGORIES] as const;

export type CaseStudyFilter = (typeof CASE_STUDY_FILTERS)[number];

/** The query parameter that keeps the chosen category in the address (?category=cloud-solutions). */
export const CATEGORY_PARAM = 'category';

/** A category as it appears in the address: 'Cloud Solutions' becomes 'cloud-solutions'. */
export function categoryToParam(category: CaseStudyFilter): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The filter an address asks for; anything missing or unknown is 'All'. */
export function categoryFromParam(value: string | null): CaseStudyFilter {
  return CASE_STUDY_FILTERS.find((filter) => categoryToParam(filter) === value) ?? ALL_CATEGORIES;
}

/** 'All' keeps every entry; a category keeps only its entries, in their original order. */
export function filterCaseStudies<T extends { category?: string | null }>(
  caseStudies: readonly T[],
  category: CaseStudyFilter,
): T[] {
  if (category === ALL_CATEGORIES) return [...caseStudies];
  return caseStudies.filter((caseStudy) => stegaClean(caseStudy.category) === category);
}
