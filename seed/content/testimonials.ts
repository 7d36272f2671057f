// The twelve client testimonials (ratings are 5 or 4), in the order the carousel shows them,
// three at a time.
import { orderRank, type SeedDocument } from '../lib';

const sources: { name: string; role: string; quote: string; rating: 4 | 5 }[] = [
  {
    name: 'Ananya Krishnan',
    role: 'CTO, Vantage Logistics',
    quote:
      'Nexora Digital connected systems we had given up on. Orders now flow end to end without anyone re-typing them, and our team finally trusts the numbers.',
    rating: 5,
  },
  {
    name: 'Daniel Whitmore',
    role: 'Head of Product, Brightpath Finance',
    quote:
      'We went from quarterly releases to weekly ones without losing sleep. Their engineers coached our teams as much as they wrote code.',
    rating: 5,
  },
  {
    name: 'Sofia Marquez',
    role: 'Marketing Director, Casa Verde Living',
    quote:
      'The new store and app look beautiful and load instantly. Organic traffic nearly tripled within six months of launch.',
    rating: 5,
  },
  {
    name: 'Kenji Tanaka',
    role: 'Operations Manager, Hoshi Retail',
    quote:
      'Their forecasting dashboards changed how our store managers order stock. Fewer empty shelves, far less waste.',
    rating: 4,
  },
  {
    name: 'Amara Okafor',
    role: 'CEO, Lumen Health Partners',
    quote:
      'Clear communication, honest estimates and a team that cares about the result. It felt like working with colleagues, not a vendor.',
    rating: 5,
  },
  {
    name: 'Lukas Becker',
    role: 'IT Director, Nordwerk Industrial',
    quote:
      'The business development programme opened two new markets for us. The leads are better qualified than anything we generated before.',
    rating: 5,
  },
  {
    name: 'Priya Sharma',
    role: 'Founder, Saffron Threads',
    quote:
      'They took the time to understand a small brand like ours. Our campaigns now bring in customers, not just clicks.',
    rating: 4,
  },
  {
    name: 'Oliver Bennett',
    role: 'CFO, Harbourview Capital',
    quote:
      'A cloud migration in a regulated industry, completed with zero downtime and a clean audit. I would hire them again tomorrow.',
    rating: 5,
  },
  {
    name: 'Fatima Al-Sayed',
    role: 'Claims Lead, Gulfshield Insurance',
    quote:
      'The insurance agent they built handles routine claims in minutes. Our adjusters now focus on the cases that need a human.',
    rating: 5,
  },
  {
    name: 'Marcus Lindqvist',
    role: 'Product Owner, Fjord Mobility',
    quote:
      'Solid engineering and sensible advice on where blockchain helps and where it does not. The tokenization pilot went live on schedule.',
    rating: 4,
  },
  {
    name: 'Chloe Dubois',
    role: 'E-commerce Manager, Maison Lumière',
    quote:
      'Fast, friendly and detail-oriented. They fixed performance problems two earlier agencies could not, and our conversions show it.',
    rating: 5,
  },
  {
    name: 'Rahul Mehta',
    role: 'VP Engineering, Quantix Labs',
    quote:
      'We brought them in for one integration and kept them for three more. Dependable delivery, every sprint.',
    rating: 4,
  },
];

export const testimonials: SeedDocument[] = sources.map((source, index) => ({
  _id: `testimonial-${index + 1}`,
  _type: 'testimonial',
  ...source,
  orderRank: orderRank(index + 1),
}));
