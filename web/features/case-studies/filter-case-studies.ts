// The case-study filter of /case-studies: "All" (null), then the categories listed on the Case
// studies page, in the order the buttons show.
import { stegaClean } from '@sanity/client/stega';

/** null shows every case study. */
export type CaseStudyFilter = string | null;

/** The query parameter that keeps the chosen category in the address (?category=cloud-solutions). */
export const CATEGORY_PARAM = 'category';

/** A category as it appears in the address: 'Cloud Solutions' becomes 'cloud-solutions'. */
export function categoryToParam(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The category an address asks for; anything missing or unknown is null (All). */
export function categoryFromParam(
  value: string | null,
  categories: readonly string[],
): CaseStudyFilter {
  return categories.find((category) => categoryToParam(category) === value) ?? null;
}

/** All (null) keeps every entry; a category keeps only its entries, in their original order. */
export function filterCaseStudies<T extends { category?: string | null }>(
  caseStudies: readonly T[],
  category: CaseStudyFilter,
): T[] {
  if (category === null) return [...caseStudies];
  return caseStudies.filter((caseStudy) => stegaClean(caseStudy.category) === category);
}
