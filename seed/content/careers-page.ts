// Careers page copy. Benefit, value and step titles are exact strings the content tests check;
// the openings are `jobOpening` documents.
import { keyed, seo, type SeedDocument } from '../lib';

export const careersPage: SeedDocument = {
  _id: 'careersPage',
  _type: 'careersPage',
  seo: seo(
    'Careers | Nexora Digital',
    'Build your career at Nexora Digital in Bengaluru. Explore open developer positions, our benefits, our culture and how our hiring process works.',
    [
      'careers',
      'jobs in Bengaluru',
      'front-end developer jobs',
      'full stack developer jobs',
      'Nexora Digital careers',
    ],
  ),
  hero: {
    eyebrow: 'Careers',
    heading: 'Join Our Team',
    intro:
      'Work on meaningful projects with clients around the world, learn from senior colleagues and grow faster than you thought possible.',
    ctaLabel: 'View Open Positions',
  },
  benefitsHeading: 'Why Work With Us',
  benefits: keyed('benefit', [
    {
      title: 'Competitive Salary',
      description: 'Pay that reflects your skills and the market, reviewed every year.',
      icon: 'wallet',
    },
    {
      title: 'Performance Bonuses',
      description: 'Great work is rewarded with bonuses tied to project and company results.',
      icon: 'award',
    },
    {
      title: 'Flexible Hours',
      description: 'Plan your day around focused work, not around a fixed clock.',
      icon: 'clock',
    },
    {
      title: 'Remote Work',
      description: 'A hybrid model: collaborate in the office, focus from home.',
      icon: 'home',
    },
    {
      title: 'Latest Equipment',
      description: 'A modern laptop, a second screen and the tools you need from day one.',
      icon: 'laptop',
    },
    {
      title: 'Professional Growth',
      description: 'A yearly learning budget, certifications and mentoring from senior engineers.',
      icon: 'graduation-cap',
    },
  ]),
  positions: {
    heading: 'Open Positions',
    intro: 'We are hiring for the roles below. Do not see your role? Send us your resume anyway.',
    noOpenings: 'There are no open positions right now. We still want to hear from you.',
  },
  jobCard: {
    applyLabel: 'Apply Now',
    applyLinkName: 'Apply Now for {job}',
    applyBy: 'Apply by {date}',
    requirementsHeading: 'Requirements',
    departmentLabel: 'Department',
    locationLabel: 'Location',
    employmentTypeLabel: 'Employment type',
    salaryLabel: 'Salary',
  },
  resume: {
    heading: 'Send Us Your Resume',
    text: 'We are always glad to meet talented people. E-mail your resume and a short note about what you would like to work on.',
    addressPrefix: 'or write to',
  },
  culture: {
    heading: 'Our Culture',
    values: keyed('value', [
      {
        title: 'Excellence',
        description:
          'We take pride in craft: clean code, thoughtful design and work we are happy to sign.',
      },
      {
        title: 'Innovation',
        description: 'We try new ideas, learn quickly from what does not work and share what does.',
      },
      {
        title: 'Collaboration',
        description:
          'We win as one team with our clients, listening first and helping each other often.',
      },
    ]),
  },
  process: {
    heading: 'Our Hiring Process',
    steps: keyed('step', [
      {
        title: 'Application Review',
        description: 'Our team reads every application and replies within five working days.',
      },
      {
        title: 'Initial Screening',
        description: 'A 30-minute call about your experience, your goals and the role.',
      },
      {
        title: 'Technical Assessment',
        description: 'A practical exercise close to the work you would do here, reviewed together.',
      },
      {
        title: 'Team Interviews',
        description: 'Meet the people you would work with and ask them anything.',
      },
      {
        title: 'Final Decision',
        description: 'We decide quickly and share an offer or honest feedback within a week.',
      },
    ]),
  },
};
