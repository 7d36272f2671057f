// The Studio's "Open preview": every document opens the page of the site that shows it, and
// every seeded document's page is one the build pre-renders.
import type { SanityDocumentLike } from 'sanity';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { schemaTypes } from '../../schemas';
import { loadConfig } from '../../server/config.ts';
import { DOCUMENT_TYPES_WITH_PAGES, productionUrl } from '../../studio/production-url';
import { listPrerenderPaths } from '../../web/lib/prerender-paths.ts';
import { loadSeedDocuments, startLake, type TestLake } from '../utils/lake-server.ts';

const SITE = 'https://www.example.com';

let lake: TestLake;
let seeded: SanityDocumentLike[];

beforeAll(async () => {
  lake = await startLake();
  seeded = (await loadSeedDocuments()) as SanityDocumentLike[];
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await lake.close();
});

describe('Open preview', () => {
  it('knows a page for every document type in the content model', () => {
    const documentTypes = schemaTypes
      .filter((type) => type.type === 'document')
      .map(({ name }) => name);
    expect([...DOCUMENT_TYPES_WITH_PAGES].sort()).toEqual([...documentTypes].sort());
  });

  it('opens a page the build pre-renders for every seeded document', async () => {
    vi.stubEnv('LOCAL_CONTENT_LAKE_URL', lake.url);
    const pages = new Set(await listPrerenderPaths(loadConfig({})));
    // Image assets are Sanity's own documents, edited as fields of the documents above.
    const documents = seeded.filter(({ _type }) => !_type.startsWith('sanity.'));
    expect(documents.length).toBeGreaterThan(40);
    for (const document of documents) {
      const url = productionUrl(SITE, document);
      expect(url, document._id).toMatch(/^https:\/\/www\.example\.com\//);
      const { pathname, hash } = new URL(url!);
      expect(pages, `${document._id} → ${url}`).toContain(pathname);
      const { slug } = document as { slug?: { current?: string } };
      if (hash) expect(hash, document._id).toBe(`#${slug?.current}`);
    }
  });

  it('follows what a document says about its own page', () => {
    const service = { _id: 's', _type: 'service', slug: { current: 'seo' } };
    expect(productionUrl(SITE, { ...service, hasDetailPage: true })).toBe(`${SITE}/services/seo`);
    // A card only: on /services, or else on Home.
    expect(productionUrl(SITE, { ...service, onServicesPage: true })).toBe(`${SITE}/services`);
    expect(productionUrl(SITE, service)).toBe(`${SITE}/`);
    // A new case study with no slug yet, and a legal page with none: the list, or nothing.
    expect(productionUrl(SITE, { _id: 'c', _type: 'caseStudy' })).toBe(`${SITE}/case-studies`);
    expect(productionUrl(SITE, { _id: 'l', _type: 'legalPage' })).toBeUndefined();
    // An opening lands on its own entry in /careers.
    expect(productionUrl(SITE, { _id: 'j', _type: 'jobOpening', slug: { current: 'qa' } })).toBe(
      `${SITE}/careers#qa`,
    );
    expect(productionUrl(`${SITE}/`, { _id: 'aboutPage', _type: 'aboutPage' })).toBe(
      `${SITE}/about`,
    );
    expect(productionUrl('', { _id: 'aboutPage', _type: 'aboutPage' })).toBeUndefined();
  });

  it('is what the Studio shows in a document’s menu, on SITE_URL', async () => {
    // The Studio reads its environment once, as its bundle is built.
    vi.stubEnv('SANITY_STUDIO_SITE_URL', '');
    vi.stubEnv('SITE_URL', SITE);
    vi.resetModules();
    const { default: studioConfig } = await import('../../studio/sanity.config');
    const resolve = studioConfig.document?.productionUrl;
    const context = (document: SanityDocumentLike) =>
      ({ document }) as Parameters<NonNullable<typeof resolve>>[1];
    expect(await resolve!(undefined, context({ _id: 'contactPage', _type: 'contactPage' }))).toBe(
      `${SITE}/contact`,
    );
    // A legal page with no slug yet has no page: the Studio keeps its own answer (none).
    expect(await resolve!(undefined, context({ _id: 'l', _type: 'legalPage' }))).toBeUndefined();
  });
});
