// Case studies page copy, and the labels every case study's page shares: the impact numbers
// are exact figures the content tests check.
import { keyed, link, seo, type SeedDocument } from '../lib';

export const caseStudiesPage: SeedDocument = {
  _id: 'caseStudiesPage',
  _type: 'caseStudiesPage',
  seo: seo(
    'Case Studies | Nexora Digital',
    'See how Nexora Digital helped clients integrate systems, deliver products faster, migrate to the cloud and grow revenue, with the results to prove it.',
    [
      'case studies',
      'client results',
      'technology integration case study',
      'cloud migration case study',
    ],
  ),
  hero: {
    eyebrow: 'Our work',
    heading: 'Case Studies',
    intro:
      'Real projects, real numbers. Explore how we helped businesses like yours solve hard problems and grow.',
  },
  list: {
    heading: 'Our case studies',
    filterLabel: 'Filter case studies by category',
    allLabel: 'All',
    categories: [
      'Technology Integration',
      'Product Delivery',
      'Business Development',
      'Web and App Development',
      'Cloud Solutions',
    ],
    readMoreLabel: 'Read case study',
    resultsLabel: 'Key results',
    emptyHeading: 'No case studies found',
    emptyHint: 'Try selecting a different category to see more case studies',
    noneYetHeading: 'No case studies yet',
    noneYetHint: 'Our case studies will appear here soon.',
  },
  impact: {
    heading: 'Our Impact By Numbers',
    stats: keyed('impact', [
      { value: '150%', label: 'Average ROI' },
      { value: '50+', label: 'Satisfied Clients' },
      { value: '1+', label: 'Years Experience' },
      { value: '180%', label: 'Avg. Traffic Growth' },
    ]),
  },
  cta: {
    heading: 'Ready to Achieve Similar Results',
    text: 'Book a free consultation and we will show you where the quickest wins are for your business.',
    link: link('Get Started', '/contact'),
  },
  detail: {
    backLabel: 'Back to Case Studies',
    categoryLabel: 'Category',
    clientLabel: 'Client',
    durationLabel: 'Duration',
    resultsHeading: 'Key Results',
    storyLabel: 'The Story',
  },
  detailCta: {
    heading: 'Want Results Like These?',
    text: 'Book a free consultation and we will map out what a project like this could do for your business.',
    link: link('Start Your Project', '/contact'),
  },
  notFound: {
    heading: 'Case Study Not Found',
    message: "The case study you're looking for doesn't exist or has been moved.",
    linkLabel: 'View All Case Studies',
  },
};
