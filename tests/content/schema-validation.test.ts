// Runs the Studio's own validation (`validateDocument` from 'sanity') over every seed document,
// so the seed can be imported into a real project and opened in the Studio without a single
// red marker, and shows that the rules catch the mistakes they exist for.
import { readFileSync } from 'node:fs';

import { evaluate, parse } from 'groq-js';
import { createSchema, pathToString, validateDocument } from 'sanity';
import type { SanityClient, SanityDocument, ValidationMarker, Workspace } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';

import { schemaTypes, singletonTypes } from '../../schemas';

const DATASET_PATH = new URL('../../seed/dataset.ndjson', import.meta.url);

/** Asset documents come from the importer, not from our schema, so they are not validated. */
const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

const schema = createSchema({ name: 'default', types: schemaTypes });
const documentTypeNames: ReadonlySet<string> = new Set(
  schemaTypes.filter((type) => type.type === 'document').map((type) => type.name),
);

function readSeed(): SanityDocument[] {
  // A missing file must fail the suite, not skip it: readFileSync throws ENOENT.
  return readFileSync(DATASET_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument);
}

/**
 * The small part of a SanityClient that validation uses: slug uniqueness runs a GROQ query
 * through `withConfig(...).fetch`, answered here by groq-js over the seed itself.
 */
function createSeedClient(documents: SanityDocument[]): SanityClient {
  const client = {
    withConfig: () => client,
    clone: () => client,
    async fetch(query: string, params: Record<string, unknown> = {}) {
      const result = await evaluate(parse(query, { params }), { dataset: documents, params });
      return result.get();
    },
  };
  return client as unknown as SanityClient;
}

/**
 * 'studio' gives the markers editors see. 'cli' adds unknown-field warnings, but it also turns
 * every rule on an object-typed field (slug, image, link…) into a warning, so it is only used
 * to look for unknown fields.
 */
async function validate(
  document: SanityDocument,
  dataset: SanityDocument[],
  environment: 'studio' | 'cli' = 'studio',
) {
  const ids = new Set(dataset.map(({ _id }) => _id));
  const client = createSeedClient(dataset);
  // validateDocument reads only `schema`, `getClient` and (optionally) `i18n` from a workspace;
  // without `i18n` it uses the built-in English messages.
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  return validateDocument({
    document,
    workspace,
    environment,
    getDocumentExists: async ({ id }) => ids.has(id),
  });
}

const format = (id: string, markers: ValidationMarker[]) =>
  markers.map(({ level, path, message }) => `${id} ${pathToString(path)} [${level}]: ${message}`);

const errorsOf = (markers: ValidationMarker[]) => markers.filter(({ level }) => level === 'error');

const isUnknownField = ({ message }: ValidationMarker) => /does not exist on type/.test(message);

/** Returns a deep copy, so a broken document never leaks into another test. */
const copy = <T>(value: T): T => structuredClone(value);

describe('content schema', () => {
  it('compiles without schema errors', () => {
    const problems = schema._validation?.flatMap(({ path, problems: list }) =>
      list
        .filter(({ severity }) => severity === 'error')
        .map(({ message }) => `${path.map((segment) => segment.name).join(' > ')}: ${message}`),
    );
    expect(problems ?? []).toEqual([]);
  });

  it('declares every singleton as a document type', () => {
    for (const name of singletonTypes) expect(documentTypeNames).toContain(name);
  });
});

describe('seed dataset (seed/dataset.ndjson)', () => {
  let dataset: SanityDocument[];
  let contentDocuments: SanityDocument[];
  const markersById = new Map<string, ValidationMarker[]>();
  const unknownFieldsById = new Map<string, ValidationMarker[]>();

  beforeAll(async () => {
    dataset = readSeed();
    contentDocuments = dataset.filter(({ _type }) => !ASSET_TYPES.has(_type));
    for (const document of contentDocuments) {
      markersById.set(document._id, await validate(document, dataset));
      const cliMarkers = await validate(document, dataset, 'cli');
      unknownFieldsById.set(document._id, cliMarkers.filter(isUnknownField));
    }
  }, 60_000);

  it('holds only schema document types and image assets', () => {
    const unknown = contentDocuments
      .filter(({ _type }) => !documentTypeNames.has(_type))
      .map(({ _id, _type }) => `${_id}: ${_type}`);
    expect(unknown).toEqual([]);
  });

  it('has each singleton exactly once, with _id equal to its type', () => {
    for (const name of singletonTypes) {
      const ids = contentDocuments.filter(({ _type }) => _type === name).map(({ _id }) => _id);
      expect(ids, name).toEqual([name]);
    }
  });

  it('passes the Studio validation rules with no errors', () => {
    expect(contentDocuments.length).toBeGreaterThan(0);
    const errors = [...markersById].flatMap(([id, markers]) => format(id, errorsOf(markers)));
    expect(errors).toEqual([]);
  });

  it('shows editors no warnings either (lengths the Studio suggests, such as SEO titles)', () => {
    const warnings = [...markersById].flatMap(([id, markers]) =>
      format(
        id,
        markers.filter(({ level }) => level === 'warning'),
      ),
    );
    expect(warnings).toEqual([]);
  });

  it('uses only fields the schema defines (no misspelt or stray fields)', () => {
    const stray = [...unknownFieldsById].flatMap(([id, markers]) => format(id, markers));
    expect(stray).toEqual([]);
  });

  it('gives every object in an array a unique _key, as the Studio needs to edit it', () => {
    const problems: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        const keys = new Set<string>();
        value.forEach((item, index) => {
          const isObject = typeof item === 'object' && item !== null && !Array.isArray(item);
          const key = isObject ? (item as { _key?: unknown })._key : undefined;
          if (isObject && typeof key !== 'string') problems.push(`${path}[${index}] has no _key`);
          if (typeof key === 'string' && keys.has(key)) problems.push(`${path} repeats ${key}`);
          if (typeof key === 'string') keys.add(key);
          visit(item, `${path}[${index}]`);
        });
      } else if (typeof value === 'object' && value !== null) {
        for (const [field, child] of Object.entries(value)) visit(child, `${path}.${field}`);
      }
    };
    for (const document of contentDocuments) visit(document, document._id);
    expect(problems).toEqual([]);
  });
});

describe('validation rules reject broken content', () => {
  let dataset: SanityDocument[];
  const seedDocument = (id: string) => {
    const document = dataset.find(({ _id }) => _id === id);
    if (!document) throw new Error(`Seed document ${id} is missing`);
    return copy(document);
  };

  beforeAll(() => {
    dataset = readSeed();
  });

  // Each breakage reaches into whatever fields its seed document has; typing them all would
  // restate the schema, so the fixture is loosely typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Breakage = [description: string, id: string, (doc: Record<string, any>) => void, string];

  it.each<Breakage>([
    ['a testimonial rated 2 stars', 'testimonial-1', (doc) => (doc.rating = 2), 'rating'],
    ['a testimonial rated 4.5 stars', 'testimonial-1', (doc) => (doc.rating = 4.5), 'rating'],
    [
      'a /services card with 5 features',
      'service-technology-integrations',
      (doc) => doc.cardFeatures.pop(),
      'cardFeatures',
    ],
    ['a detail service with 3 FAQ items', 'service-seo', (doc) => doc.faq.pop(), 'faq'],
    [
      'a detail service without an overview',
      'service-seo',
      (doc) => delete doc.overview,
      'overview',
    ],
    [
      'a card-only service switched to have a detail page without its content',
      'service-ai-solutions',
      (doc) => (doc.hasDetailPage = true),
      'benefits',
    ],
    [
      'a service card description over 200 characters',
      'service-seo',
      (doc) => (doc.shortDescription = 'x'.repeat(201)),
      'shortDescription',
    ],
    ['a service icon outside the icon set', 'service-seo', (doc) => (doc.icon = 'unicorn'), 'icon'],
    [
      'a case study with an unknown category',
      'caseStudy-1',
      (doc) => (doc.category = 'Marketing'),
      'category',
    ],
    [
      'a service case study listing the same result twice',
      'service-seo',
      (doc) => (doc.caseStudies[0].results[1] = doc.caseStudies[0].results[0]),
      'caseStudies',
    ],
    [
      'an About page repeating a Who We Are paragraph',
      'aboutPage',
      (doc) => doc.whoWeAre.body.push(doc.whoWeAre.body[0]),
      'whoWeAre.body',
    ],
    [
      'a case study with 2 results',
      'caseStudy-1',
      (doc) => (doc.results = doc.results.slice(0, 2)),
      'results',
    ],
    [
      'an SEO description over 160 characters',
      'caseStudy-1',
      (doc) => (doc.seo.description = 'y'.repeat(161)),
      'seo.description',
    ],
    [
      'a service slug already used by another service',
      'service-seo',
      (doc) => (doc.slug.current = 'ppc'),
      'slug',
    ],
    [
      'a button linking to javascript:',
      'homePage',
      (doc) => (doc.hero.primaryCta.href = 'javascript:alert(1)'),
      'hero.primaryCta.href',
    ],
    [
      'a button linking to a bare domain',
      'homePage',
      (doc) => (doc.hero.secondaryCta.href = 'www.example.com'),
      'hero.secondaryCta.href',
    ],
    [
      'a button whose path a browser would read as another site (/\\host)',
      'homePage',
      (doc) => (doc.hero.secondaryCta.href = '/\\evil.example'),
      'hero.secondaryCta.href',
    ],
    [
      'a legal page dated in the future',
      'legal-terms',
      (doc) => (doc.lastUpdated = '2999-01-01'),
      'lastUpdated',
    ],
    [
      'a home page featuring a service that does not exist',
      'homePage',
      (doc) => (doc.servicesSection.services[0]._ref = 'service-does-not-exist'),
      'servicesSection.services',
    ],
    [
      'an image without alternative text',
      'caseStudy-1',
      (doc) => delete doc.image.alt,
      'image.alt',
    ],
    [
      'an image whose file was never uploaded',
      'caseStudy-1',
      (doc) => delete doc.image.asset,
      'image',
    ],
    ['a case study without SEO', 'caseStudy-1', (doc) => delete doc.seo, 'seo'],
    ['a page missing a whole section', 'aboutPage', (doc) => delete doc.mission, 'mission'],
    [
      'a Why Choose Us grid with 5 cards',
      'homePage',
      (doc) => doc.whyChoose.cards.pop(),
      'whyChoose.cards',
    ],
    [
      'a blockchain page with 7 technology cards',
      'blockchainPage',
      (doc) =>
        doc.technologies.cards.push({ ...doc.technologies.cards[0], _key: 'extra-technology' }),
      'technologies.cards',
    ],
    [
      'a job opening whose maximum salary is below its minimum',
      'jobOpening-front-end-developer',
      (doc) => (doc.salaryMax = doc.salaryMin - 1),
      'salaryMax',
    ],
    [
      'a job opening that closes before it was posted',
      'jobOpening-front-end-developer',
      (doc) => (doc.validThrough = '2024-01-01'),
      'validThrough',
    ],
    [
      'a service picture without alternative text',
      'service-seo',
      (doc) => delete doc.image.alt,
      'image.alt',
    ],
    [
      'terms of service with a skipped section number',
      'legal-terms',
      (doc) => {
        const heading = doc.body.find((block: { style?: string }) => block.style === 'h2');
        heading.children[0].text = heading.children[0].text.replace(/^1\. /, '2. ');
      },
      'body',
    ],
  ])('flags %s', async (_description, id, breakIt, expectedPath) => {
    const valid = seedDocument(id);
    expect(errorsOf(await validate(valid, dataset)), 'the unbroken seed document').toEqual([]);

    const broken = copy(valid);
    breakIt(broken);
    const errors = errorsOf(await validate(broken, dataset));
    const paths = errors.map(({ path }) => pathToString(path));
    expect(
      paths.some((path) => path === expectedPath || path.startsWith(`${expectedPath}[`)),
      format(id, errors).join('\n') || 'no errors at all',
    ).toBe(true);
  });

  it('warns, without refusing, when two entries of a list share a display order', async () => {
    const second = seedDocument('testimonial-2') as SanityDocument & { order: number };
    second.order = (seedDocument('testimonial-1') as SanityDocument & { order: number }).order;
    const changed = dataset.map((document) => (document._id === second._id ? second : document));
    const markers = await validate(second, changed);
    expect(errorsOf(markers)).toEqual([]);
    expect(format(second._id, markers)).toEqual([
      `testimonial-2 order [warning]: Another entry already has number ${second.order}: the two are shown in the order they were created.`,
    ]);
  });

  it('lets images the site shows as decoration go without alternative text', async () => {
    type WithAlt = { alt?: string };
    const settings = seedDocument('siteSettings') as SanityDocument & { logo: WithAlt };
    delete settings.logo.alt;
    const home = seedDocument('homePage') as SanityDocument & {
      solutions: { cards: { image: WithAlt }[] };
    };
    for (const card of home.solutions.cards) delete card.image.alt;
    for (const document of [settings, home]) {
      const errors = errorsOf(await validate(document, dataset));
      expect(errors, format(document._id, errors).join('\n')).toEqual([]);
    }
  });
});
