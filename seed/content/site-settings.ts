// Site-wide settings: company identity, navigation, contact details (separate lines for general,
// services, careers and legal), socials, business hours, labels and SEO defaults.
import { brandShareImage, image, keyed, link, type SeedDocument } from '../lib';

const keyedLinks = (prefix: string, links: [label: string, href: string][]) =>
  keyed(
    prefix,
    links.map(([label, href]) => ({ _type: 'link', ...link(label, href) })),
  );

export const siteSettings: SeedDocument = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName: 'Nexora Digital',
  blurb:
    'Nexora Digital builds software, cloud and marketing solutions that help ambitious businesses grow. We are a subsidiary of Nexora Group.',
  logo: image('brand/logo.svg', 'Nexora Digital logo'),
  navigation: {
    links: keyedLinks('nav', [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Case Studies', '/case-studies'],
      ['Contact', '/contact'],
    ]),
    cta: link('Get a Free Consultation', '/contact'),
  },
  footerNav: {
    quickLinksHeading: 'Quick Links',
    quickLinks: keyedLinks('quick', [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Services', '/services'],
      ['Case Studies', '/case-studies'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]),
    contactHeading: 'Contact Us',
    legalLinks: keyedLinks('legal', [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]),
  },
  labels: {
    skipLink: 'Skip to content',
    mainNav: 'Main',
    legalNav: 'Legal',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    toLightTheme: 'Switch to light theme',
    toDarkTheme: 'Switch to dark theme',
    phone: 'Phone',
    email: 'Email',
  },
  seo: {
    description:
      'Nexora Digital delivers technology integration, product delivery, cloud, web and app development, AI automation and blockchain solutions for growing businesses.',
    ogImage: brandShareImage(),
  },
  contact: {
    generalEmail: 'hello@nexoradigital.example',
    generalPhone: '+91 98765 43210',
    servicesEmail: 'services@nexoradigital.example',
    servicesPhone: '+91 98765 43211',
    careersEmail: 'careers@nexoradigital.example',
    address: 'Level 5, 21 Residency Road\nShanthala Nagar, Bengaluru\nKarnataka 560025, India',
    postalAddress: {
      streetAddress: 'Level 5, 21 Residency Road, Shanthala Nagar',
      addressLocality: 'Bengaluru',
      addressRegion: 'Karnataka',
      postalCode: '560025',
      addressCountry: 'IN',
    },
  },
  socials: keyed('social', [
    {
      platform: 'instagram',
      label: 'Follow Nexora Digital on Instagram',
      url: 'https://www.instagram.com/nexoradigital',
    },
    {
      platform: 'linkedin',
      label: 'Connect with Nexora Digital on LinkedIn',
      url: 'https://www.linkedin.com/company/nexoradigital',
    },
  ]),
  businessHours: keyed('hours', [
    { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ]),
  newsletter: {
    heading: 'Newsletter',
    text: 'Practical ideas on technology, cloud and digital growth, delivered once a month.',
    emailLabel: 'Email address',
    exampleEmail: 'you@example.com',
    buttonLabel: 'Subscribe',
    note: 'By subscribing, you agree to our Privacy Policy.',
  },
  formNotes: {
    enquiry:
      'We use these details only to reply to your enquiry. Our Privacy Policy explains how we keep them and your rights over them.',
    application:
      'We use what your application tells us only to assess it, and keep it for up to twelve months. Our Privacy Policy explains your rights over it.',
  },
  copyright: 'Nexora Digital. All rights reserved.',
};
