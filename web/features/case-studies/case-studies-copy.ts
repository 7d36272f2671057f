// Fixed wording of the case-study pages that is not content, such as the empty states of the
// filter.
export const caseStudiesCopy = {
  filterLabel: 'Filter case studies by category',
  emptyHeading: 'No case studies found',
  emptyHint: 'Try selecting a different category to see more case studies',
  // When none exist at all, another category would not help.
  noneYetHeading: 'No case studies yet',
  noneYetHint: 'Our case studies will appear here soon.',
  readMore: 'Read case study',
  // Read out after each change of filter. It names the category: two categories with the same
  // count would otherwise read the same, and a live region that does not change says nothing.
  showing: (count: number, category: string | null) =>
    `Showing ${count} case ${count === 1 ? 'study' : 'studies'}${category ? ` in ${category}` : ''}`,
} as const;

/** Case study cards show the first two results. */
export const CARD_RESULT_COUNT = 2;

export const caseStudyDetailCopy = {
  resultsHeading: 'Key Results',
  storyHeading: 'The Story',
  client: 'Client',
  duration: 'Duration',
  category: 'Category',
  back: 'Back to Case Studies',
} as const;

export const caseStudyNotFoundCopy = {
  heading: 'Case Study Not Found',
  message: "The case study you're looking for doesn't exist or has been moved.",
  link: 'View All Case Studies',
} as const;
