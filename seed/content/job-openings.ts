// The two openings, with their rupee salary ranges per annum and the fixed requirements of each
// role.
import { orderRank, slug, type SeedDocument } from '../lib';

export const jobOpenings: SeedDocument[] = [
  {
    _id: 'jobOpening-front-end-developer',
    _type: 'jobOpening',
    title: 'Front-end Developer',
    slug: slug('front-end-developer'),
    orderRank: orderRank(1),
    department: 'Technology',
    location: 'Hybrid',
    employmentType: 'Full-time',
    salaryMin: 300000,
    salaryMax: 500000,
    description:
      'Build fast, accessible websites and web apps for our clients with React and modern headless CMS platforms, working closely with designers and back-end engineers.',
    requirements: [
      '2+ years of professional experience with React',
      'Experience working with a content management system (CMS)',
      'Strong analytical and problem-solving skills',
      'Excellent written and verbal communication',
    ],
    datePosted: '2025-06-02',
  },
  {
    _id: 'jobOpening-full-stack-developer',
    _type: 'jobOpening',
    title: 'Full Stack Developer',
    slug: slug('full-stack-developer'),
    orderRank: orderRank(2),
    department: 'Technology',
    location: 'Hybrid',
    employmentType: 'Full-time',
    salaryMin: 500000,
    salaryMax: 700000,
    description:
      'Design and deliver complete features, from database and APIs to the user interface, for client products running in the cloud.',
    requirements: [
      '3+ years of full stack development experience',
      'Proficiency in React and Node.js',
      'Hands-on experience with cloud services such as AWS, Azure or Google Cloud',
      'Strong problem-solving skills and ownership of your work',
    ],
    datePosted: '2025-06-02',
  },
];
