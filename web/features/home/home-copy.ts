// Interface labels of the home page that are not editorial copy in the CMS. The section
// headings, texts and the other calls to action come from homePage.
export const homeCopy = {
  rotatingLabel: 'Services we deliver',
  /** What the hero's pause button stops: the rotating names and the orbits. */
  motionName: 'animation',
  viewAllServices: 'View All Services',
  learnMore: 'Learn more',
} as const;
