// The filter's status line, which a screen reader reads after each change of filter. It names
// the category: two categories with the same count would otherwise read the same, and a live
// region that does not change says nothing.
export const caseStudiesCopy = {
  showing: (count: number, category: string | null) =>
    `Showing ${count} case ${count === 1 ? 'study' : 'studies'}${category ? ` in ${category}` : ''}`,
} as const;

/** Case study cards show the first two results. */
export const CARD_RESULT_COUNT = 2;
