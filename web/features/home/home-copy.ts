// Interface labels of the home page that are not editorial copy in the CMS (SPEC.md section 2,
// Home). The section headings, texts and the other calls to action come from homePage.
export const homeCopy = {
  rotatingLabel: 'Services we deliver',
  viewAllServices: 'View All Services',
  learnMore: 'Learn more',
} as const;
