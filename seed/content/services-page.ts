// Services list page copy. The nine cards themselves are the `service` documents with
// onServicesPage set.
import { link, seo, type SeedDocument } from '../lib';

export const servicesPage: SeedDocument = {
  _id: 'servicesPage',
  _type: 'servicesPage',
  seo: seo(
    'Our Services | Nexora Digital',
    'Technology integration, product delivery, web and app development, migrations, business development, cloud, AI and blockchain services from Nexora Digital.',
    [
      'IT services',
      'technology integration',
      'server migration',
      'data migration',
      'cloud solutions',
      'web app development',
    ],
  ),
  hero: {
    eyebrow: 'What we do',
    heading: 'Our Services',
    intro:
      'Everything you need to plan, build, move and grow your digital business, delivered by one accountable team.',
    cta: link('Discuss Your Project', '/contact'),
  },
  grid: {
    heading: 'All services',
    hint: 'Hover over a card, or select it, to see what each service includes.',
    cardLinkLabel: 'Learn more',
    cardLinkName: 'Learn more about {service}',
    flipLabel: 'Show details for {service}',
    emptyText: 'Our list of services is being updated. In the meantime,',
    emptyLink: link('tell us about your project', '/contact'),
  },
  customBanner: {
    heading: 'Need a Custom Solution?',
    text: 'Not every challenge fits a service list. Tell us what you are trying to achieve and we will shape a team and a plan around it.',
    cta: link('Get in Touch', '/contact'),
  },
  detailLabels: {
    breadcrumbLabel: 'Breadcrumb',
    breadcrumbServices: 'Services',
    getStarted: 'Get Started',
    overviewHeading: 'Overview',
    benefitsHeading: 'Key Benefits',
    offeringsHeading: 'What We Offer',
    processHeading: 'Our Process',
    stepLabel: 'Step',
    caseStudiesHeading: 'Success Stories',
    resultsHeading: 'Results',
    caseStudiesLink: link('View All Case Studies', '/case-studies'),
    faqHeading: 'Frequently Asked Questions',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
  },
  detailNotFound: {
    heading: 'Service Not Found',
    message: "The service you're looking for doesn't exist or has been moved.",
    backLink: link('View All Services', '/services'),
  },
  detailConsultation: {
    heading: 'Get a Free Consultation',
    text: 'Tell us where you want to take your {service} work. We will come back with ideas, a rough plan and the next steps, with no obligation.',
  },
};
