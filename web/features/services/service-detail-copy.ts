// Fixed wording of the service-detail page that is not content: the section headings every
// service shares and the state for an unknown service id.
export const serviceDetailCopy = {
  getStarted: 'Get Started',
  overviewHeading: 'Overview',
  benefitsHeading: 'Key Benefits',
  offeringsHeading: 'What We Offer',
  processHeading: 'Our Process',
  caseStudiesHeading: 'Success Stories',
  caseStudiesLink: 'View All Case Studies',
  faqHeading: 'Frequently Asked Questions',
} as const;

export const serviceNotFoundCopy = {
  heading: 'Service Not Found',
  message: "The service you're looking for doesn't exist or has been moved.",
  link: 'View All Services',
} as const;

/** The consultation block's id: the hero's 'Get Started' scrolls here (#contact). */
export const CONSULTATION_SECTION_ID = 'contact';
