// Runs the Studio's own validation (`validateDocument` from 'sanity') over every seed document,
// so the seed can be imported into a real project and opened in the Studio without a single
// red marker, and shows that the rules catch the mistakes they exist for.
import { readFileSync } from 'node:fs';

import { evaluate, parse } from 'groq-js';
import {
  createSchema,
  isArraySchemaType,
  isObjectSchemaType,
  pathToString,
  validateDocument,
} from 'sanity';
import type {
  Rule,
  SanityClient,
  SanityDocument,
  SchemaType,
  ValidationMarker,
  Workspace,
} from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';

import { schemaTypes, singletonTypes } from '../../schemas';
import { jobOpening } from '../../schemas/documents/job-opening';
import { legalPage } from '../../schemas/documents/legal-page';
import { SITE_PAGES } from '../../schemas/lib/options';

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
  getClient: () => SanityClient = () => createSeedClient(dataset),
) {
  const ids = new Set(dataset.map(({ _id }) => _id));
  // validateDocument reads only `schema`, `getClient` and (optionally) `i18n` from a workspace;
  // without `i18n` it uses the built-in English messages.
  const workspace = { schema, getClient } as unknown as Workspace;
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
  // The check `sanity schema validate` runs on the Studio's types, warnings included.
  it('compiles without schema errors or warnings', () => {
    const problems = schema._validation?.flatMap(({ path, problems: list }) =>
      list.map(
        ({ severity, message }) =>
          `${severity} at ${path.map((segment) => segment.name).join(' > ')}: ${message}`,
      ),
    );
    expect(problems ?? []).toEqual([]);
  });

  it('declares every singleton as a document type', () => {
    for (const name of singletonTypes) expect(documentTypeNames).toContain(name);
  });
});

/** A required plain-text field found in the compiled schema, and a document with '   ' in it. */
interface BlankTextCase {
  /** The field: the type that declares it, then its path there (`[]` marks a list item). */
  field: string;
  document: SanityDocument;
  /** Where the error must appear, as pathToString prints it. */
  path: string;
  message: string;
}

const BLANK = '   ';
const BLANK_KEY = 'blank';

/** Sanity's own words for a value outside a field's fixed list of choices. */
const NOT_ALLOWED = `Value "${BLANK}" did not match any allowed values`;

const projectTypeNames: ReadonlySet<string> = new Set(schemaTypes.map(({ name }) => name));

/** Whether `type` is, or is built on, one of the core types `names`. */
function isOfType(type: SchemaType, names: readonly string[]): boolean {
  for (let base: SchemaType | undefined = type; base; base = base.type) {
    if (names.includes(base.name)) return true;
  }
  return false;
}

// Compiled types hold their rules as Rule instances, whatever the definition returned.
const isRequired = (type: SchemaType) =>
  ((type.validation ?? []) as Rule[]).some((rule) => rule.isRequired());

const hasFixedChoices = (type: SchemaType) =>
  Array.isArray((type.options as { list?: unknown } | undefined)?.list);

/**
 * Every required `string` and `text` field, found by walking the compiled schema so a field added
 * later is found too. Fields with a fixed list of choices are refused by that list instead, and
 * slugs by their own rules, so both are left out.
 */
function requiredTextFields(): BlankTextCase[] {
  const cases: BlankTextCase[] = [];
  const walked = new Set<SchemaType>();
  interface Place {
    field: string;
    path: string;
    title: string;
    wrap: (value: unknown) => SanityDocument;
  }

  const visit = (type: SchemaType, place: Place): void => {
    const named = projectTypeNames.has(type.name) ? schema.get(type.name) : undefined;
    if (named && type.type === named) {
      if (walked.has(named)) return;
      walked.add(named);
      place = { ...place, field: type.name };
    }
    if (isOfType(type, ['slug'])) return;
    if (isOfType(type, ['string', 'text'])) {
      if (!isRequired(type)) return;
      cases.push({
        field: place.field,
        document: place.wrap(BLANK),
        path: place.path,
        message: hasFixedChoices(type)
          ? NOT_ALLOWED
          : `"${place.title}" is empty: spaces alone do not count.`,
      });
    } else if (isObjectSchemaType(type)) {
      for (const { name, type: fieldType } of type.fields) {
        visit(fieldType, {
          field: `${place.field}.${name}`,
          path: place.path ? `${place.path}.${name}` : name,
          title: fieldType.title ?? name,
          wrap: (value) => place.wrap({ [name]: value }),
        });
      }
    } else if (isArraySchemaType(type)) {
      for (const member of type.of) {
        const keyed = isObjectSchemaType(member);
        visit(member, {
          field: `${place.field}[]`,
          path: `${place.path}[${keyed ? `_key=="${BLANK_KEY}"` : 0}]`,
          title: place.title,
          wrap: (value) =>
            place.wrap([
              keyed ? { _key: BLANK_KEY, _type: member.name, ...(value as object) } : value,
            ]),
        });
      }
    }
  };

  for (const name of documentTypeNames) {
    const type = schema.get(name);
    if (!type) throw new Error(`Document type ${name} did not compile`);
    visit(type, {
      field: name,
      path: '',
      title: type.title ?? name,
      wrap: (value) =>
        ({ _id: `blank-${name}`, _type: name, ...(value as object) }) as SanityDocument,
    });
  }
  return cases;
}

describe('required text refuses spaces alone', () => {
  const cases = requiredTextFields();

  it('finds required text in documents, objects, lists and rich-text links', () => {
    expect(cases.map(({ field }) => field)).toEqual(
      expect.arrayContaining([
        'homePage.hero.headline',
        'homePage.whyChoose.cards[].title',
        'service.cardFeatures[]',
        'faqItem.question',
        'link.label',
        'blockContent[].markDefs[].href',
        'caseStudy.image.alt',
        'service.icon',
      ]),
    );
  });

  it.each(cases)('refuses $field', async ({ document, path, message }) => {
    const errors = errorsOf(await validate(document, []))
      .filter((marker) => pathToString(marker.path) === path)
      .map((marker) => marker.message);
    expect(errors).toContain(message);
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
      'an office country written out instead of as a two-letter code',
      'siteSettings',
      (doc) => (doc.contact.postalAddress.addressCountry = 'India'),
      'contact.postalAddress.addressCountry',
    ],
    [
      'an office country code that names no country',
      'siteSettings',
      (doc) => (doc.contact.postalAddress.addressCountry = 'XX'),
      'contact.postalAddress.addressCountry',
    ],
    [
      'an office address in parts without its town',
      'siteSettings',
      (doc) => delete doc.contact.postalAddress.addressLocality,
      'contact.postalAddress.addressLocality',
    ],
    [
      'a service picture without alternative text',
      'service-seo',
      (doc) => delete doc.image.alt,
      'image.alt',
    ],
    [
      'a case study whose category is not a filter button of the Case studies page',
      'caseStudy-1',
      (doc) => (doc.category = 'Marketing'),
      'category',
    ],
    [
      'an Apply link name that does not name the opening',
      'careersPage',
      (doc) => (doc.jobCard.applyLinkName = 'Apply Now'),
      'jobCard.applyLinkName',
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

  it('takes a new case-study category once the Case studies page lists it', async () => {
    const page = seedDocument('caseStudiesPage') as SanityDocument & {
      list: { categories: string[] };
    };
    page.list.categories.push('Marketing');
    const story = seedDocument('caseStudy-1') as SanityDocument & { category: string };
    story.category = 'Marketing';
    const changed = dataset.map((document) => (document._id === page._id ? page : document));
    expect(errorsOf(await validate(story, changed))).toEqual([]);
  });

  it('lets Site settings go without the office address in parts (the site then uses the text)', async () => {
    const settings = seedDocument('siteSettings') as SanityDocument & {
      contact: { postalAddress?: unknown };
    };
    delete settings.contact.postalAddress;
    expect(errorsOf(await validate(settings, dataset))).toEqual([]);
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

  // The words editors read, level included: each message names the field by its Studio title.
  type Change = Breakage[2];
  const markersAfter = async (id: string, change: Change) => {
    const document = seedDocument(id);
    change(document);
    return format(id, await validate(document, dataset));
  };
  const emptyParagraph = {
    _type: 'block',
    _key: 'empty',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 'empty-span', text: '  ', marks: [] }],
  };

  it.each<[description: string, id: string, Change, marker: string]>([
    [
      'a headline of only spaces',
      'homePage',
      (doc) => (doc.hero.headline = '   '),
      'hero.headline [error]: "Headline" is empty: spaces alone do not count.',
    ],
    [
      'a button label of one space',
      'homePage',
      (doc) => (doc.hero.primaryCta.label = ' '),
      'hero.primaryCta.label [error]: "Label" is empty: spaces alone do not count.',
    ],
    [
      'alternative text of only spaces',
      'caseStudy-1',
      (doc) => (doc.image.alt = '  '),
      'image.alt [error]: "Alternative text" is empty: spaces alone do not count.',
    ],
    [
      'a case study story that is one empty paragraph',
      'caseStudy-1',
      (doc) => (doc.body = [emptyParagraph]),
      'body [error]: "Story" has no text yet: write at least one paragraph.',
    ],
    [
      'a legal page whose body has no blocks',
      'legal-privacy',
      (doc) => (doc.body = []),
      'body [error]: "Body" has no text yet: write at least one paragraph.',
    ],
    [
      'a salary To below its From',
      'jobOpening-front-end-developer',
      (doc) => (doc.salaryMax = 200000),
      'salaryMax [error]: "To" must be at least "From" (300000).',
    ],
    [
      'a salary of part rupees',
      'jobOpening-front-end-developer',
      (doc) => (doc.salaryMin = 300000.5),
      'salaryMin [error]: "From" must be a whole number of rupees above zero.',
    ],
    [
      'applications closing before the opening was posted',
      'jobOpening-front-end-developer',
      (doc) => (doc.validThrough = '2024-01-01'),
      'validThrough [error]: "Applications close" must not be before "Date posted" (2025-06-02).',
    ],
    [
      'a consultation text with a misspelt placeholder',
      'servicesPage',
      (doc) => (doc.detailConsultation.text = 'Grow your {Service} work with us, step by step.'),
      'detailConsultation.text [error]: "Text" contains "{Service}", which the site would print as it is: the only placeholder is {service}, all lowercase, which becomes the service\'s title.',
    ],
    [
      'a case study slug that is the name of its section’s not-found page',
      'caseStudy-1',
      (doc) => (doc.slug.current = '404'),
      'slug [error]: "404" cannot be used: the site keeps this name for the section\'s "not found" page, which a page with this slug would break. Choose another slug.',
    ],
    [
      'a service slug that is the name of its section’s list page',
      'service-seo',
      (doc) => (doc.slug.current = 'index'),
      'slug [error]: "index" cannot be used: the site keeps this name for the list page of the section (/services, /case-studies), which a page with this slug would break. Choose another slug.',
    ],
    [
      'a not-found code that is not three digits',
      'notFoundPage',
      (doc) => (doc.code = '4o4'),
      'code [error]: "Code" must be exactly three digits, such as 404.',
    ],
    [
      'a Why Choose Us figure with decimals',
      'homePage',
      (doc) => (doc.whyChoose.cards[0].stat = 12.5),
      'whyChoose.cards[_key=="why1"].stat [error]: "Figure" must be a whole number: put units in the suffix ("K+").',
    ],
  ])('refuses %s', async (_description, id, change, marker) => {
    expect(await markersAfter(id, change)).toContain(`${id} ${marker}`);
  });

  it.each<[description: string, id: string, Change, markers: string[]]>([
    [
      'a link to a misspelt page',
      'homePage',
      (doc) => (doc.hero.secondaryCta.href = '/servces'),
      [
        `hero.secondaryCta.href [warning]: There is no page at /servces: the link would show "Page Not Found". The site's pages are ${SITE_PAGES.join(', ')}, /services/<slug> and /case-studies/<slug>.`,
      ],
    ],
    [
      'a link to a service that does not exist',
      'homePage',
      (doc) => (doc.hero.secondaryCta.href = '/services/no-such-service#faq'),
      [
        'hero.secondaryCta.href [warning]: No published service with a detail page has the slug "no-such-service": /services/no-such-service would show "Page Not Found".',
      ],
    ],
    [
      'a link to a service without a detail page',
      'homePage',
      (doc) => (doc.hero.secondaryCta.href = '/services/ai-solutions'),
      [
        'hero.secondaryCta.href [warning]: No published service with a detail page has the slug "ai-solutions": /services/ai-solutions would show "Page Not Found".',
      ],
    ],
    [
      'a link to a case study that does not exist',
      'caseStudiesPage',
      (doc) => (doc.cta.link.href = '/case-studies/no-such-story?from=home'),
      [
        'cta.link.href [warning]: No published case study has the slug "no-such-story": /case-studies/no-such-story would show "Page Not Found".',
      ],
    ],
    [
      'an SEO title that runs long once the company name is added',
      'service-seo',
      (doc) => (doc.seo.title = 'x'.repeat(54)),
      [
        'seo.title [warning]: Search engines cut titles after about 70 characters. The site adds " | Nexora Digital" (17 characters), so keep the "Page title" to 53 (now 54).',
      ],
    ],
    [
      'salaries typed in lakh',
      'jobOpening-front-end-developer',
      (doc) => Object.assign(doc, { salaryMin: 3, salaryMax: 5 }),
      [
        'salaryMin [warning]: "From" is ₹3 a year. Salaries are in rupees per year: did you mean 3 lakh (300000)?',
        'salaryMax [warning]: "To" is ₹5 a year. Salaries are in rupees per year: did you mean 5 lakh (500000)?',
      ],
    ],
    [
      'a salary typed in thousands',
      'jobOpening-full-stack-developer',
      (doc) => (doc.salaryMin = 500),
      [
        'salaryMin [warning]: "From" is ₹500 a year. Salaries are in rupees per year: 5 lakh is entered as 500000.',
      ],
    ],
    [
      'a newsletter note that does not name the Privacy Policy',
      'siteSettings',
      (doc) => (doc.newsletter.note = 'By subscribing, you agree to our privacy policy.'),
      [
        'newsletter.note [warning]: "Consent note" does not contain "Privacy Policy" (with those capitals), so it will show without a link to the privacy policy.',
      ],
    ],
    [
      'a company name too long for the header on a phone',
      'siteSettings',
      (doc) => (doc.companyName = 'Nexora Digital Solutions Pvt. Ltd.'),
      [
        'companyName [warning]: Names over 30 characters do not fit the header on a phone: it shows two lines of the name and cuts off the rest (screen readers still read all of it). Every page title also ends in " | " and the name, and search engines show only about 70 characters of a title.',
      ],
    ],
    [
      'a quote in its own quotation marks',
      'testimonial-1',
      (doc) => (doc.quote = `“${doc.quote}”`),
      [
        'quote [warning]: The site puts quotation marks around the "Quote" itself: remove the ones at its start or end, or visitors see them twice.',
      ],
    ],
  ])('warns, without refusing, about %s', async (_description, id, change, markers) => {
    expect(await markersAfter(id, change)).toEqual(markers.map((marker) => `${id} ${marker}`));
  });

  it.each([
    '/contact#contact-form',
    '/case-studies?category=Cloud%20Solutions',
    '/services/seo#faq',
    '/case-studies/web-app-development',
    '/about/',
    '#contact',
    'https://example.com/anything',
  ])('accepts a link to %s', async (href) => {
    expect(await markersAfter('homePage', (doc) => (doc.hero.secondaryCta.href = href))).toEqual(
      [],
    );
  });

  it('lets a title that names the company use all 70 characters', async () => {
    const title = `Nexora Digital | ${'x'.repeat(53)}`;
    expect(await markersAfter('homePage', (doc) => (doc.seo.title = title))).toEqual([]);
  });

  /** The seed with one document changed, for rules that look at other documents. */
  const datasetWith = (id: string, change: Change) =>
    dataset.map((document) => {
      if (document._id !== id) return document;
      const changed = copy(document);
      change(changed);
      return changed;
    });

  describe('SEO titles with a long company name in Site settings', () => {
    const titleMarkers = async (companyName: string, title: string) => {
      const settings = datasetWith('siteSettings', (doc) => (doc.companyName = companyName));
      const service = seedDocument('service-seo') as SanityDocument & { seo: { title: string } };
      service.seo.title = title;
      return format(service._id, await validate(service, settings));
    };

    it('counts the name while it leaves a title 30 characters', async () => {
      // " | " and 37 characters leave 30 of the 70.
      const name = 'Nexora Digital Solutions Group Pvt Lt';
      expect(await titleMarkers(name, 'x'.repeat(30))).toEqual([]);
      expect(await titleMarkers(name, 'x'.repeat(31))).toEqual([
        `service-seo seo.title [warning]: Search engines cut titles after about 70 characters. The site adds " | ${name}" (40 characters), so keep the "Page title" to 30 (now 31).`,
      ]);
    });

    it.each([
      ['leaves less', 'Nexora Digital Solutions Group Pvt Ltd'],
      ['alone runs past 70 characters', 'N'.repeat(80)],
    ])(
      'asks only that the title itself fit when the name %s, never for a negative length',
      async (_case, name) => {
        expect(await titleMarkers(name, 'x'.repeat(70))).toEqual([]);
        expect(await titleMarkers(name, 'x'.repeat(71))).toEqual([
          `service-seo seo.title [warning]: Search engines cut titles after about 70 characters, so this "Page title" is cut short (now 71). The " | ${name}" the site adds after it (${name.length + 3} characters) is cut off on every page: a shorter company name in Site settings would leave it room.`,
        ]);
      },
    );
  });

  it('warns on Home when a featured service no longer has a detail page', async () => {
    const changed = datasetWith('service-product-delivery', (doc) => (doc.hasDetailPage = false));
    const markers = await validate(seedDocument('homePage'), changed);
    expect(format('homePage', markers)).toEqual([
      'homePage servicesSection.services [warning]: "Product Delivery" no longer has a detail page, so its card shows without a link. Pick a service with "Has a detail page" switched on instead.',
    ]);
  });

  it('skips the slug look-up, but still checks the page list, without a client', async () => {
    const noClient = (): SanityClient => {
      throw new Error('No client outside the Studio');
    };
    const markersWithout = async (href: string) => {
      const home = seedDocument('homePage') as SanityDocument & {
        hero: { secondaryCta: { href: string } };
      };
      home.hero.secondaryCta.href = href;
      return (await validate(home, dataset, 'studio', noClient)).map(({ level }) => level);
    };
    expect(await markersWithout('/services/no-such-service')).toEqual([]);
    expect(await markersWithout('/servces')).toEqual(['warning']);
  });
});

describe('job openings and legal pages in the Studio', () => {
  const prepare = jobOpening.preview?.prepare;
  const field = (name: string) => jobOpening.fields.find((candidate) => candidate.name === name);

  it('marks an opening whose last day has passed as closed in the list', () => {
    const opening = { title: 'Designer', department: 'Technology', location: 'Hybrid' };
    expect(prepare?.({ ...opening, validThrough: '2024-12-31' })).toMatchObject({
      title: 'Designer',
      subtitle: 'Closed (last day 2024-12-31) · Technology · Hybrid',
    });
    expect(prepare?.({ ...opening, validThrough: '2999-12-31' })?.subtitle).toBe(
      'Technology · Hybrid',
    );
  });

  it("dates a new opening today, on the editor's calendar", () => {
    const initialValue = field('datePosted')?.initialValue;
    expect(typeof initialValue === 'function' ? initialValue() : initialValue).toBe(
      new Date().toLocaleDateString('en-CA'),
    );
  });

  it('locks a legal page slug once it is one of the two fixed addresses', () => {
    const readOnly = legalPage.fields.find(({ name }) => name === 'slug')?.readOnly;
    if (typeof readOnly !== 'function') throw new Error('slug.readOnly is not conditional');
    const isLocked = (current?: string) =>
      readOnly({
        value: current ? { _type: 'slug', current } : undefined,
        document: undefined,
        parent: undefined,
        currentUser: null,
        path: ['slug'],
      });
    expect([isLocked('privacy-policy'), isLocked('terms-of-service')]).toEqual([true, true]);
    expect([isLocked('privacy'), isLocked()]).toEqual([false, false]);
  });
});
