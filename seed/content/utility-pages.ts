// Copy for the smaller pages: job application, chat, admin, Coming Soon and Not Found. Each is a
// singleton whose `_id` equals its type.
import { link, seo, type SeedDocument } from '../lib';

export const applyPage: SeedDocument = {
  _id: 'applyPage',
  _type: 'applyPage',
  seo: seo(
    'Apply for a Position | Nexora Digital',
    'Apply to join Nexora Digital. Share your details, the position you are interested in, your resume and a cover letter.',
    ['job application', 'apply Nexora Digital', 'developer jobs Bengaluru'],
  ),
  eyebrow: 'Careers',
  heading: 'Apply for a Position',
  intro:
    'Tell us about yourself and the role you are interested in. It takes about ten minutes; have your resume ready.',
  personal: {
    heading: 'Personal Information',
    firstNameLabel: 'First name',
    lastNameLabel: 'Last name',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
  },
  position: {
    heading: 'Position Information',
    positionLabel: 'Position',
    positions: ['Senior SEO Specialist', 'Full Stack Developer'],
    portfolioLabel: 'Portfolio URL (optional)',
    portfolioExample: 'https://',
    linkedinLabel: 'LinkedIn profile (optional)',
    linkedinExample: 'https://linkedin.com/in/',
  },
  documents: {
    heading: 'Documents',
    resumeLabel: 'Resume',
    resumeHint: 'PDF, DOC up to 10MB',
    coverLetterLabel: 'Cover letter',
  },
  actions: {
    formName: 'Job application',
    submitLabel: 'Submit Application',
    backLabel: 'Back to Careers',
  },
};

export const chatPage: SeedDocument = {
  _id: 'chatPage',
  _type: 'chatPage',
  seo: seo(
    'Chat With Us | Nexora Digital',
    'Chat with the Nexora Digital assistant about app development, websites, cloud solutions, pricing and consultations.',
    ['chat', 'project assistant', 'Nexora Digital support'],
  ),
  heading: 'Chat With Our Development Expert',
  intro:
    'Ask about services, pricing, timelines or booking a consultation. Our assistant will point you in the right direction.',
};

export const adminPage: SeedDocument = {
  _id: 'adminPage',
  _type: 'adminPage',
  seo: seo(
    'Admin | Nexora Digital',
    'Staff area of the Nexora Digital website, for managing career entries.',
    ['Nexora Digital admin'],
  ),
  heading: 'Admin Panel',
};

export const comingSoonPage: SeedDocument = {
  _id: 'comingSoonPage',
  _type: 'comingSoonPage',
  seo: seo(
    'Coming Soon | Nexora Digital',
    'Something new is on its way from Nexora Digital. Check back soon to see it launch, or get in touch to talk about it today.',
    ['coming soon', 'Nexora Digital'],
  ),
  heading: 'Coming Soon',
  text: 'We are putting the finishing touches on this page. Check back soon, or get in touch to talk about it today.',
  signup: {
    formLabel: 'Get notified at launch',
    emailLabel: 'Email address',
    exampleEmail: 'you@example.com',
    buttonLabel: 'Notify Me',
  },
  note: 'Launch e-mails are not set up yet: an address entered here is not saved or sent.',
  backLink: link('Back to Home', '/'),
};

export const notFoundPage: SeedDocument = {
  _id: 'notFoundPage',
  _type: 'notFoundPage',
  seo: seo(
    'Page Not Found | Nexora Digital',
    'The page you are looking for might have been moved or deleted.',
    ['page not found', 'Nexora Digital'],
  ),
  code: '404',
  heading: 'Page Not Found',
  message:
    'Sorry, the page you are looking for might have been moved or deleted. Let us get you back on track.',
  backLink: link('Back to Home', '/'),
};
