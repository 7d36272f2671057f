// Home page copy, in the order of the page's sections. The hero stats and the why-choose
// figures are exact numbers the content tests check.
import { image, keyed, link, ref, seo, type SeedDocument } from '../lib';

// The six services of the home overview, in the order the page shows them.
const HOME_SERVICE_SLUGS = [
  'technology-integrations',
  'product-delivery',
  'blockchain',
  'business-development',
  'social-media',
  'cloud-solutions',
];

export const homePage: SeedDocument = {
  _id: 'homePage',
  _type: 'homePage',
  seo: seo(
    'Nexora Digital | Your Gateway to Digital Evolution',
    'Technology integration, product delivery, cloud, AI automation and blockchain solutions from Nexora Digital. Book a free consultation today.',
    [
      'digital transformation',
      'technology integration',
      'product delivery',
      'cloud solutions',
      'AI automation',
      'blockchain',
    ],
  ),
  hero: {
    headline: 'Your Gateway to Digital Evolution',
    rotatingServices: [
      'Technology Integration',
      'Product Delivery',
      'Cloud Solutions',
      'Web and App Development',
      'AI Automation',
      'Blockchain Solutions',
    ],
    rotatingLabel: 'Services we deliver',
    pauseLabel: 'Pause animation',
    playLabel: 'Play animation',
    intro:
      'We connect your systems, ship your products and grow your audience, so your business can move faster with less risk. One partner from the first idea to measurable results.',
    primaryCta: link('Get a Free Consultation', '/contact'),
    secondaryCta: link('View Our Work', '/case-studies'),
    stats: keyed('stat', [
      { value: '+150%', label: 'ROI' },
      { value: '+180%', label: 'Traffic' },
      { value: '+150%', label: 'Conversions' },
    ]),
  },
  servicesSection: {
    heading: 'Our Services',
    intro:
      'From integrating the tools you already use to launching new digital products, our teams cover the whole journey.',
    services: HOME_SERVICE_SLUGS.map((slug) => ref(`service-${slug}`, slug)),
    cardLinkLabel: 'Learn more',
    allServicesCta: link('View All Services', '/services'),
    customCta: link('Need a Custom Solution?', '/contact'),
  },
  whyChoose: {
    heading: 'Why Choose Nexora Digital',
    intro:
      'We measure our work by the results it brings you. These are the numbers our clients see.',
    cards: keyed('why', [
      {
        title: 'Proven Returns',
        description:
          'Every engagement starts with clear goals and ends with numbers you can show your board.',
        stat: 150,
        suffix: '%',
        statText: 'Average ROI',
      },
      {
        title: 'Experienced Team',
        description:
          'Engineers, strategists and marketers who have shipped for start-ups and enterprises alike.',
        stat: 2,
        suffix: ' Years',
        statText: 'Experience',
      },
      {
        title: 'Tailored Campaigns',
        description:
          'No templates: each campaign is planned around your audience, your market and your budget.',
        stat: 50,
        suffix: '+',
        statText: 'Custom Campaigns Delivered',
      },
      {
        title: 'Clients Who Stay',
        description:
          'Transparent reporting and a single point of contact keep our partnerships long and friendly.',
        stat: 98,
        suffix: '%',
        statText: 'Client Satisfaction',
      },
      {
        title: 'Careful With Your Budget',
        description:
          'We manage paid media as if it were our own money, tracking every rupee against results.',
        stat: 50,
        suffix: 'K+',
        statText: 'Ad Spend Managed',
      },
      {
        title: 'Security First',
        description:
          'Access controls, code reviews and encrypted data handling are part of every project we run.',
        stat: 100,
        suffix: '%',
        statText: 'Secure Process',
      },
    ]),
  },
  solutions: {
    heading: 'AI and Blockchain Solutions',
    intro:
      'Two practices for the next wave of digital business: intelligent automation and trusted, decentralised systems.',
    cards: keyed('solution', [
      {
        title: 'AI Automation',
        description:
          'AI agents that take over repetitive work: reading documents, answering e-mails, processing claims and keeping your apps in sync.',
        href: '/ai-automation',
        image: image('solutions/ai.svg', 'Abstract neural network of connected nodes'),
        features: [
          'Custom AI agents',
          'Document and e-mail automation',
          'Insurance workflow automation',
          'Round-the-clock operations',
        ],
      },
      {
        title: 'Blockchain Solutions',
        description:
          'Smart contracts, tokenised assets and traceable supply chains, built on proven networks and audited before launch.',
        href: '/blockchain',
        image: image('solutions/blockchain.svg', 'Linked blocks forming a secure chain'),
        features: [
          'Smart contract development',
          'Asset tokenization',
          'Supply chain traceability',
          'Blockchain integration and consulting',
        ],
      },
    ]),
    cardLinkLabel: 'Learn more',
  },
  testimonials: {
    heading: 'What Our Clients Say',
    intro: 'Teams across four continents trust us with their technology and their growth.',
    carouselLabel: 'Client testimonials',
    previousLabel: 'Previous testimonials',
    nextLabel: 'Next testimonials',
    dotLabel: 'Go to testimonial {number}',
    ratingLabel: 'Rated {rating} out of 5',
  },
  parentCompany: {
    heading: 'Part of Nexora Group',
    name: 'Nexora Group',
    description:
      'Nexora Digital is a subsidiary of Nexora Group, a family of companies working across technology, media and marketing. Our clients benefit from the reach and stability of the wider group.',
    url: 'https://www.nexoragroup.example',
    ctaLabel: 'Visit Nexora Group',
  },
  marketing: {
    heading: 'Marketing Solutions',
    intro:
      'Looking for marketing that works alongside your technology? Our sister teams in Nexora Group specialise in it.',
    cards: keyed('marketing', [
      {
        title: 'Social Media Marketing',
        description:
          'Content calendars, community management and paid social campaigns that turn followers into customers.',
        url: 'https://social.nexoragroup.example',
        ctaLabel: 'Explore Social Media Marketing',
      },
      {
        title: 'Digital Marketing',
        description:
          'Search, pay-per-click, e-mail and analytics working together in one measurable growth plan.',
        url: 'https://digital.nexoragroup.example',
        ctaLabel: 'Explore Digital Marketing',
      },
    ]),
  },
  contact: {
    heading: 'Book Your Free Consultation',
    intro:
      'Tell us about your project and a specialist will reply within one business day with next steps.',
  },
};
