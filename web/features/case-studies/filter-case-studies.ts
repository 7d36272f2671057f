// The case-study filter of /case-studies (SPEC.md section 4, "Case study filter"): All, then
// the five categories of the content model, in the order the buttons show.
import { CASE_STUDY_CATEGORIES } from '../../../schemas/lib/options';

export const ALL_CATEGORIES = 'All';

export const CASE_STUDY_FILTERS = [ALL_CATEGORIES, ...CASE_STUDY_CATEGORIES] as const;

export type CaseStudyFilter = (typeof CASE_STUDY_FILTERS)[number];

/** 'All' keeps every entry; a category keeps only its entries, in their original order. */
export function filterCaseStudies<T extends { category?: string | null }>(
  caseStudies: readonly T[],
  category: CaseStudyFilter,
): T[] {
  if (category === ALL_CATEGORIES) return [...caseStudies];
  return caseStudies.filter((caseStudy) => caseStudy.category === category);
}
