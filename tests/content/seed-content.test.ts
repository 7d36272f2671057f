// @vitest-environment node
// Checks the generated seed (seed/dataset.ndjson, what the local lake serves) against the
// counts, identifiers and exact strings the site's content must have.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SITE_PAGES } from '../../schemas/lib/options';

// Parsed NDJSON: the tests below are what assert its shape, so field access stays untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = { _id: string; _type: string } & Record<string, any>;

const ROOT = resolve(import.meta.dirname, '../..');
const DATASET = join(ROOT, 'seed/dataset.ndjson');
const raw = readFileSync(DATASET, 'utf8');
const docs: Doc[] = raw
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc);
const byId = new Map(docs.map((doc) => [doc._id, doc]));
/** A type's documents in the order the site lists them (by the orderable list's rank). */
const ofType = (type: string) =>
  docs
    .filter((doc) => doc._type === type)
    .sort((a, b) => (a.orderRank < b.orderRank ? -1 : a.orderRank > b.orderRank ? 1 : 0));
const get = (id: string) => {
  const doc = byId.get(id);
  if (!doc) throw new Error(`Missing seed document ${id}`);
  return doc;
};
const titles = (items: { title: string }[]) => items.map((item) => item.title);

/** Every value in `value` found under `key`, at any depth. */
function collect(value: unknown, key: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => collect(item, key, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, item] of Object.entries(value)) {
      if (name === key) found.push(item);
      collect(item, key, found);
    }
  }
  return found;
}

const SERVICES_PAGE_ORDER = [
  'technology-integrations',
  'product-delivery',
  'web-app-development',
  'server-migration',
  'data-migration',
  'business-development',
  'cloud-solutions',
  'ai-solutions',
  'blockchain',
];
const DETAIL_SLUGS = [
  'seo',
  'social-media',
  'ppc',
  'content',
  'branding',
  'email',
  'web-development',
  'technology-integrations',
  'product-delivery',
  'blockchain',
  'business-development',
  'cloud-solutions',
];
const DATA_ONLY_SLUGS = [
  'web-app-development',
  'server-migration',
  'data-migration',
  'ai-solutions',
];
const CASE_STUDIES = [
  ['enterprise-technology-integration', 'Technology Integration'],
  ['agile-product-delivery-transformation', 'Product Delivery'],
  ['predictive-analytics-implementation', 'Business Development'],
  ['business-development-strategy', 'Business Development'],
  ['cloud-migration-financial-services', 'Cloud Solutions'],
  ['web-app-development', 'Web and App Development'],
];
const PAGE_SINGLETONS = [
  'homePage',
  'aboutPage',
  'servicesPage',
  'caseStudiesPage',
  'contactPage',
  'careersPage',
  'applyPage',
  'chatPage',
  'adminPage',
  'aiAutomationPage',
  'blockchainPage',
  'comingSoonPage',
  'notFoundPage',
];

describe('services', () => {
  const services = ofType('service');

  it('has the 16 services of the content model', () => {
    expect(services.map((s) => s._id).sort()).toEqual(
      [...DETAIL_SLUGS, ...DATA_ONLY_SLUGS].map((slug) => `service-${slug}`).sort(),
    );
    for (const service of services) expect(service._id).toBe(`service-${service.slug.current}`);
  });

  it('shows nine cards on /services, in order, with six features each', () => {
    const cards = services.filter((s) => s.onServicesPage);
    expect(cards.map((s) => s.slug.current)).toEqual(SERVICES_PAGE_ORDER);
    for (const card of cards) expect(card.cardFeatures).toHaveLength(6);
  });

  it('gives the 12 detail services 6 benefits, 6 features, 6 steps, 2 case studies, 4 FAQs', () => {
    for (const slug of DETAIL_SLUGS) {
      const service = get(`service-${slug}`);
      expect(service.hasDetailPage, slug).toBe(true);
      expect(service.benefits, slug).toHaveLength(6);
      expect(service.features, slug).toHaveLength(6);
      expect(service.process, slug).toHaveLength(6);
      expect(service.caseStudies, slug).toHaveLength(2);
      expect(service.faq, slug).toHaveLength(4);
    }
    for (const slug of DATA_ONLY_SLUGS) expect(get(`service-${slug}`).hasDetailPage).toBe(false);
  });
});

describe('case studies, testimonials and jobs', () => {
  it('has six case studies with the spec slugs and categories', () => {
    const caseStudies = ofType('caseStudy');
    expect(caseStudies.map((c) => [c._id, c.slug.current, c.category])).toEqual(
      CASE_STUDIES.map(([slug, category], index) => [`caseStudy-${index + 1}`, slug, category]),
    );
    for (const caseStudy of caseStudies) {
      expect(caseStudy.results.length).toBeGreaterThanOrEqual(3);
      expect(caseStudy.results.length).toBeLessThanOrEqual(5);
      expect(caseStudy.body.length).toBeGreaterThanOrEqual(4);
      expect(caseStudy.body.length).toBeLessThanOrEqual(6);
    }
  });

  it('has twelve testimonials rated 4 or 5', () => {
    const testimonials = ofType('testimonial');
    expect(testimonials.map((t) => t._id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `testimonial-${index + 1}`),
    );
    for (const testimonial of testimonials) expect([4, 5]).toContain(testimonial.rating);
  });

  it('has the two openings with their rupee salaries', () => {
    const jobs = ofType('jobOpening');
    expect(jobs.map((j) => [j.title, j.department, j.location, j.salaryMin, j.salaryMax])).toEqual([
      ['Front-end Developer', 'Technology', 'Hybrid', 300000, 500000],
      ['Full Stack Developer', 'Technology', 'Hybrid', 500000, 700000],
    ]);
    for (const job of jobs) expect(job.requirements).toHaveLength(4);
  });
});

describe('the lists editors order by dragging', () => {
  // The orderable list reads a rank it cannot parse as the list's start, and ties keep no order.
  it.each(['service', 'caseStudy', 'testimonial', 'jobOpening'])(
    "gives every %s its own rank in the list's format",
    (type) => {
      const ranks = ofType(type).map((doc) => doc.orderRank);
      for (const rank of ranks) expect(rank).toMatch(/^0\|[0-9a-z]{6}:$/);
      expect(new Set(ranks).size).toBe(ranks.length);
    },
  );
});

describe('legal pages', () => {
  it('dates both pages May 15, 2025', () => {
    expect(get('legal-privacy').lastUpdated).toBe('2025-05-15');
    expect(get('legal-terms').lastUpdated).toBe('2025-05-15');
  });

  it('numbers the terms in eleven sections under the laws of India', () => {
    const terms = get('legal-terms');
    const headings = terms.body
      .filter((block: Doc) => block.style === 'h2')
      .map((block: Doc) => block.children.map((span: { text: string }) => span.text).join(''));
    expect(headings).toHaveLength(11);
    headings.forEach((heading: string, index: number) =>
      expect(heading.startsWith(`${index + 1}. `)).toBe(true),
    );
    expect(JSON.stringify(terms.body)).toContain('laws of India');
  });
});

describe('page singletons', () => {
  it('gives every page an seo title, a description of at most 160 characters and keywords', () => {
    for (const id of PAGE_SINGLETONS) {
      const { seo } = get(id);
      expect(seo?.title, id).toBeTruthy();
      expect(seo.description.length, id).toBeGreaterThan(0);
      expect(seo.description.length, id).toBeLessThanOrEqual(160);
      expect(Array.isArray(seo.keywords), id).toBe(true);
    }
  });

  it('keeps the home hero, why-choose figures and service order of the spec', () => {
    const home = get('homePage');
    expect(home.hero.headline).toBe('Your Gateway to Digital Evolution');
    expect(home.hero.rotatingServices).toHaveLength(6);
    expect(home.hero.stats.map((s: Doc) => `${s.value} ${s.label}`)).toEqual([
      '+150% ROI',
      '+180% Traffic',
      '+150% Conversions',
    ]);
    expect(
      home.whyChoose.cards.map((c: Doc) => `${c.prefix ?? ''}${c.stat}${c.suffix} ${c.statText}`),
    ).toEqual([
      '150% Average ROI',
      '2 Years Experience',
      '50+ Custom Campaigns Delivered',
      '98% Client Satisfaction',
      '50K+ Ad Spend Managed',
      '100% Secure Process',
    ]);
    const refs = home.servicesSection.services.map((ref: Doc) => ref._ref);
    expect(refs).toEqual(
      [
        'technology-integrations',
        'product-delivery',
        'blockchain',
        'business-development',
        'social-media',
        'cloud-solutions',
      ].map((slug) => `service-${slug}`),
    );
    for (const ref of refs) expect(byId.get(ref)?._type).toBe('service');
    expect(home.solutions.cards.map((c: Doc) => c.href)).toEqual(['/ai-automation', '/blockchain']);
  });

  it('keeps the careers benefits, values and hiring steps of the spec', () => {
    const careers = get('careersPage');
    expect(titles(careers.benefits)).toEqual([
      'Competitive Salary',
      'Performance Bonuses',
      'Flexible Hours',
      'Remote Work',
      'Latest Equipment',
      'Professional Growth',
    ]);
    expect(titles(careers.culture.values)).toEqual(['Excellence', 'Innovation', 'Collaboration']);
    expect(titles(careers.process.steps)).toEqual([
      'Application Review',
      'Initial Screening',
      'Technical Assessment',
      'Team Interviews',
      'Final Decision',
    ]);
  });

  it('keeps the about counters and case-study impact numbers of the spec', () => {
    const about = get('aboutPage');
    expect(about.impact.counters.map((c: Doc) => `${c.value}${c.suffix}`)).toEqual([
      '20+',
      '10+',
      '1M+',
    ]);
    expect(about.impact.countries).toBe('30+');
    expect(about.whoWeAre.foundedYear).toBe(2024);
    expect(get('caseStudiesPage').impact.stats.map((s: Doc) => `${s.value} ${s.label}`)).toEqual([
      '150% Average ROI',
      '50+ Satisfied Clients',
      '1+ Years Experience',
      '180% Avg. Traffic Growth',
    ]);
  });

  it('lists the AI services, benefits, blockchain services and technologies of the spec', () => {
    const ai = get('aiAutomationPage');
    expect(titles(ai.services.cards)).toEqual([
      'Ai Agent',
      'Insurance Agent',
      'Web Crawler',
      'Mail Assist',
      'Doc Insider',
      'Policy Summariser',
    ]);
    for (const card of ai.services.cards) expect(card.features).toHaveLength(4);
    expect(ai.services.cards[0].features.map((f: string) => f.toLowerCase())).toEqual([
      'workflow automation',
      'app integration and data sync',
      'document processing',
      'task management automation',
    ]);
    expect(ai.services.cards[1].features.map((f: string) => f.toLowerCase())).toEqual([
      'policy management and analysis',
      'claims processing automation',
      'risk assessment and underwriting',
      'customer service automation',
    ]);
    expect(titles(ai.benefits.cards).map((t) => t.toLowerCase())).toEqual([
      'massive efficiency gains',
      'eliminate human error',
      'cost-effective scaling',
      'enhanced team productivity',
      'always-on operations',
      'data-driven insights',
    ]);
    expect(ai.carousel.length).toBeGreaterThanOrEqual(6);

    const blockchain = get('blockchainPage');
    expect(titles(blockchain.services.cards)).toEqual([
      'Smart Contract Development',
      'Supply Chain Traceability',
      'Digital Identity Management',
      'DeFi Platform Solutions',
      'Asset Tokenization',
      'Blockchain Integration and Consulting',
    ]);
    expect(blockchain.technologies.note).toBe('Updated: July 01, 2025');
    expect(blockchain.technologies.cards.map((c: Doc) => c.name)).toEqual([
      'Ethereum',
      'Polygon',
      'Solana',
      'Chainlink',
      'IPFS',
      'MetaMask',
    ]);
    expect(blockchain.carousel).toHaveLength(6);
  });
});

describe('search engines and link previews', () => {
  it('gives the office address in parts, saying what the displayed text says', () => {
    const { address, postalAddress } = get('siteSettings').contact;
    const text = address.replace(/\n/g, ', ');
    for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']) {
      expect(text, part).toContain(postalAddress[part]);
    }
    const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(
      postalAddress.addressCountry,
    );
    expect(text).toMatch(new RegExp(`${country}$`));
  });

  it('describes what each sharing image shows, instead of repeating the page title', () => {
    const shared = docs.filter((doc) => doc.seo?.ogImage);
    expect(shared.length).toBeGreaterThan(20);
    for (const { _id, seo } of shared) {
      expect(seo.ogImage.alt, _id).not.toBe(seo.title);
    }
  });
});

describe('references and links', () => {
  it('resolves every image to an asset document whose file exists and matches its hash', () => {
    const images = collect(docs, 'asset') as { _ref: string }[];
    expect(images.length).toBeGreaterThan(40);
    for (const { _ref } of images) {
      const asset = byId.get(_ref);
      expect(asset?._type, _ref).toBe('sanity.imageAsset');
      const file = join(ROOT, 'seed/images', asset!.source.id);
      expect(existsSync(file), file).toBe(true);
      expect(createHash('sha1').update(readFileSync(file)).digest('hex')).toBe(asset!.assetId);
    }
    for (const alt of collect(docs, 'alt')) expect(String(alt).trim()).not.toBe('');
  });

  it('uses self-contained SVG artwork whose size matches its viewBox and asset metadata', () => {
    for (const asset of ofType('sanity.imageAsset')) {
      const svg = readFileSync(join(ROOT, 'seed/images', asset.source.id), 'utf8');
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      const { width, height } = asset.metadata.dimensions;
      expect(root, asset.source.id).toContain(`width="${width}"`);
      expect(root, asset.source.id).toContain(`height="${height}"`);
      expect(root, asset.source.id).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg, asset.source.id).not.toMatch(/<text\b|(?:href|src)="(?!#)|url\((?!#)/);
    }
  });

  it('points every internal href at a route of the spec or a seeded slug', () => {
    const serviceSlugs = ofType('service')
      .filter((s) => s.hasDetailPage)
      .map((s) => s.slug.current);
    const caseSlugs = ofType('caseStudy').map((c) => c.slug.current);
    // The Studio's list of the site's pages, which schema-validation checks against the routes.
    const routes = new Set([
      ...SITE_PAGES,
      ...serviceSlugs.map((slug) => `/services/${slug}`),
      ...caseSlugs.map((slug) => `/case-studies/${slug}`),
    ]);
    const hrefs = collect(docs, 'href').map(String);
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(10);
    for (const href of internal) expect(routes, href).toContain(href.split('#')[0]);
    for (const href of hrefs.filter((h) => !h.startsWith('/'))) {
      expect(href, href).toMatch(/^(https?:\/\/|mailto:|tel:)/);
    }
  });

  it('contains no filler text', () => {
    expect(raw).not.toMatch(/lorem|ipsum|todo|placeholder|tbd\b/i);
  });
});
