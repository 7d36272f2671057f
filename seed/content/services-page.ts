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
    heading: 'Our Services',
    intro:
      'Everything you need to plan, build, move and grow your digital business, delivered by one accountable team.',
    cta: link('Discuss Your Project', '/contact'),
  },
  customBanner: {
    heading: 'Need a Custom Solution?',
    text: 'Not every challenge fits a service list. Tell us what you are trying to achieve and we will shape a team and a plan around it.',
    cta: link('Get in Touch', '/contact'),
  },
  detailConsultation: {
    heading: 'Get a Free Consultation',
    text: 'Tell us where you want to take your {service} work. We will come back with ideas, a rough plan and the next steps, with no obligation.',
  },
};
