// What a legal page shows when the CMS has no such page: with no document, there are no words
// from the CMS to show either.
export const legalCopy = {
  unavailable: 'This page is not available right now. Please try again later.',
} as const;
