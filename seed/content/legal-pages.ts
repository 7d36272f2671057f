// Privacy policy and terms of service: last updated May 15, 2025; the terms have eleven
// numbered sections and are governed by the laws of India.
import { LEGAL_PAGES } from '../../schemas/lib/options';
import { block, blockWithLink, seo, slug, type SeedDocument } from '../lib';

const LAST_UPDATED = '2025-05-15';
const LEGAL_EMAIL = 'legal@nexoradigital.example';
const LEGAL_MAILTO = `mailto:${LEGAL_EMAIL}`;

const bullet = (text: string) => block(text, 'normal', 'bullet');

/** The labels both pages share, and their closing link to /contact. */
const legalLabels = {
  labels: { lastUpdatedLabel: 'Last updated:', contentsHeading: 'On this page' },
  questions: {
    heading: 'Have Questions?',
    linkLabel: 'Contact Us',
    text: 'Our team is happy to explain anything on this page.',
  },
};

export const privacyPolicy: SeedDocument = {
  _id: LEGAL_PAGES[0].id,
  _type: 'legalPage',
  title: 'Privacy Policy',
  slug: slug('privacy-policy'),
  lastUpdated: LAST_UPDATED,
  intro:
    'This Privacy Policy explains how Nexora Digital, a subsidiary of Nexora Group, collects, uses and protects your personal information when you visit our website, contact us or apply for a job with us.',
  body: [
    block('Information We Collect', 'h2'),
    block(
      'We collect only the information we need to respond to you and to run our website. This includes:',
    ),
    bullet(
      'Details you give us in forms, such as your name, e-mail address, phone number, company name and the description of your project.',
    ),
    bullet(
      'Details you give us when you apply for a job, such as your contact information, resume, cover letter and links to your portfolio or professional profile.',
    ),
    bullet(
      'Messages you send through our chat assistant, including the e-mail address, phone number and name you choose to share.',
    ),
    bullet(
      'Technical information sent by your browser, such as your device type, pages visited and approximate location, collected in aggregate.',
    ),
    block('How We Use Your Information', 'h2'),
    block(
      'We use your information to answer your enquiries, prepare proposals, deliver the services you engage us for, assess job applications and improve our website. We do not sell your personal information, and we only send marketing e-mails if you have subscribed to our newsletter. You can unsubscribe at any time using the link in every e-mail.',
    ),
    block('Cookies and Local Storage', 'h2'),
    block(
      'Our website stores a small number of preferences in your browser, such as whether you prefer the light or dark theme. We may use privacy-friendly analytics to understand which pages are useful. You can clear or block cookies and local storage in your browser settings at any time; the site will continue to work.',
    ),
    block('Sharing Your Information', 'h2'),
    block(
      'We share personal information only with trusted providers who help us operate our business, such as hosting, e-mail and recruitment tools, and only to the extent they need it. They must protect your information and may not use it for their own purposes. We may also share information within Nexora Group where needed to serve you, or when required by law.',
    ),
    block('Data Retention and Security', 'h2'),
    block(
      'We keep enquiries for as long as needed to respond and to maintain our business records, and job applications for up to twelve months unless you ask us to delete them sooner. We protect your information with encryption in transit, access controls and regular reviews of our security practices.',
    ),
    block('Your Rights', 'h2'),
    block(
      'Under the Digital Personal Data Protection Act, 2023 and other applicable laws, you may ask us to access, correct or erase your personal information, withdraw consent you have given, or raise a grievance about how we handle your data. We will respond within the time the law requires.',
    ),
    block('Changes to This Policy', 'h2'),
    block(
      'We may update this policy from time to time. The date at the top of this page shows when it was last changed. Significant changes will also be announced on our website.',
    ),
    block('Contact Us', 'h2'),
    blockWithLink(
      'If you have questions about this policy or wish to exercise your rights, write to our data protection team at ',
      LEGAL_EMAIL,
      LEGAL_MAILTO,
      '. We aim to reply within five working days.',
    ),
  ],
  ...legalLabels,
  seo: seo(
    'Privacy Policy | Nexora Digital',
    'How Nexora Digital collects, uses and protects your personal information, and the rights you have over it.',
    ['privacy policy', 'data protection', 'Nexora Digital'],
  ),
};

export const termsOfService: SeedDocument = {
  _id: LEGAL_PAGES[1].id,
  _type: 'legalPage',
  title: 'Terms of Service',
  slug: slug('terms-of-service'),
  lastUpdated: LAST_UPDATED,
  intro:
    'These Terms of Service govern your use of the Nexora Digital website and the services we provide. Please read them carefully. By using our website or engaging our services, you agree to them.',
  body: [
    block('1. Acceptance of Terms', 'h2'),
    block(
      'By accessing this website or engaging Nexora Digital, a subsidiary of Nexora Group, you agree to be bound by these Terms and by our Privacy Policy. If you do not agree, please do not use the website or our services.',
    ),
    block('2. Our Services', 'h2'),
    block(
      'We provide technology integration, product delivery, web and app development, migration, cloud, marketing, AI automation and blockchain services. The scope, timeline and price of each engagement are set out in a separate proposal or statement of work, which takes precedence over these Terms where the two differ.',
    ),
    block('3. Use of the Website', 'h2'),
    block(
      'You may use this website for lawful purposes only. You must not attempt to gain unauthorised access to any part of the website, interfere with its operation, or use it to send unsolicited or harmful content.',
    ),
    block('4. Enquiries and Proposals', 'h2'),
    block(
      'Information you send us through our forms or chat assistant helps us understand your needs. Estimates, timelines and prices given on the website or in the chat are indicative only and become binding only when confirmed in a signed proposal.',
    ),
    block('5. Fees and Payment', 'h2'),
    block(
      'Fees, payment milestones and currencies are agreed in each proposal. Unless agreed otherwise, invoices are payable within fifteen days. We may pause work on an engagement while an invoice remains overdue.',
    ),
    block('6. Intellectual Property', 'h2'),
    block(
      'The content, design and artwork of this website belong to Nexora Digital or its licensors. Ownership of work we create for clients passes to the client on full payment, as set out in the relevant proposal, except for our pre-existing tools and know-how, which we license for use with that work.',
    ),
    block('7. Confidentiality', 'h2'),
    block(
      'We treat the business information you share with us as confidential and use it only to provide our services. We are happy to sign a mutual non-disclosure agreement before you share sensitive details.',
    ),
    block('8. Third-Party Links and Services', 'h2'),
    block(
      'Our website links to other sites, including those of Nexora Group companies and social networks. We are not responsible for their content or practices, and their own terms apply when you visit them.',
    ),
    block('9. Limitation of Liability', 'h2'),
    block(
      'The website and its content are provided as they are, for general information. To the extent permitted by law, Nexora Digital is not liable for indirect or consequential losses arising from your use of the website. Our liability under an engagement is limited as set out in the relevant proposal.',
    ),
    block('10. Changes to These Terms', 'h2'),
    block(
      'We may revise these Terms from time to time. The date at the top of this page shows when they were last updated. Continuing to use the website after a change means you accept the revised Terms.',
    ),
    block('11. Governing Law and Contact', 'h2'),
    block(
      'These Terms are governed by and construed in accordance with the laws of India. Any dispute arising from them is subject to the exclusive jurisdiction of the courts of Bengaluru, Karnataka.',
    ),
    blockWithLink('Questions about these Terms can be sent to ', LEGAL_EMAIL, LEGAL_MAILTO, '.'),
  ],
  ...legalLabels,
  seo: seo(
    'Terms of Service | Nexora Digital',
    'The terms that govern your use of the Nexora Digital website and services, including payment, intellectual property and the governing law of India.',
    ['terms of service', 'terms and conditions', 'Nexora Digital'],
  ),
};
