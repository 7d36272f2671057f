// About page copy. The founding year and the counters are fixed figures; "founded 2024" and
// "2 years of team experience" are both shown.
import { keyed, link, seo, type SeedDocument } from '../lib';

export const aboutPage: SeedDocument = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  seo: seo(
    'About Us | Nexora Digital',
    'Meet Nexora Digital, the Bengaluru technology and digital growth agency of Nexora Group: who we are, our mission, our vision and our impact.',
    ['about Nexora Digital', 'Nexora Group', 'Bengaluru software agency', 'digital agency India'],
  ),
  hero: {
    heading: 'About Nexora Digital',
    intro:
      'We are engineers, designers and strategists who help businesses turn technology into growth, from the first workshop to the last line of code.',
    cta: link('Get in Touch', '/contact'),
  },
  whoWeAre: {
    heading: 'Who We Are',
    body: [
      'Nexora Digital was founded in 2024 in Bengaluru as the technology arm of Nexora Group. We started with a simple idea: businesses deserve a partner that understands both the code and the commercial goal behind it.',
      'Our team brings 2 years of working together on integration, product delivery, cloud and marketing projects. We work in small, senior squads, so the people you meet in the first call are the people who build your solution.',
      'Today we serve clients in more than 30 countries, from early-stage start-ups to established enterprises in finance, retail, healthcare and logistics.',
    ],
    foundedYear: 2024,
    foundedLabel: 'Founded',
    experienceYears: 2,
    experienceLabel: 'Years of team experience',
  },
  mission: {
    heading: 'Our Mission',
    text: 'To make modern technology practical for every business we work with, by delivering secure, well-crafted solutions that pay for themselves and by sharing what we know along the way.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'To be the most trusted digital partner for growing companies across Asia and beyond, known for honest advice, dependable delivery and results that last.',
  },
  impact: {
    heading: 'Our Development Impact',
    counters: keyed('counter', [
      { value: 20, suffix: '+', label: 'Websites Launched' },
      { value: 10, suffix: '+', label: 'Mobile Apps' },
      { value: 1, suffix: 'M+', label: 'Lines of Code' },
    ]),
    countries: '30+',
    countriesLabel: 'Countries where our clients do business',
  },
  cta: link('Explore Our Services', '/services'),
};
