// Fixed wording of the legal pages: each ends with a 'Have Questions? Contact Us' link to
// /contact.
export const legalCopy = {
  lastUpdated: 'Last updated:',
  contents: 'On this page',
  questions: 'Have Questions?',
  contactUs: 'Contact Us',
  questionsText: 'Our team is happy to explain anything on this page.',
  unavailable: 'This page is not available right now. Please try again later.',
} as const;
