// Every GROQ query the site uses (each `*Query` of a feature's queries.ts, and the pre-render slug
// query) runs against the seed and returns content. They go through @sanity/client to the local
// lake over HTTP as the site sends them, so a parameter a query needs but is not given fails here.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { prerenderSlugsQuery } from '@/lib/prerender-paths';

import { lakeClient, startLake, type TestLake } from '../utils/lake-server';

const FEATURES = path.resolve(import.meta.dirname, '../../web/features');

/** Parameter values that name real seed documents, per query. */
const SAMPLE_PARAMS: Record<string, Record<string, string>[]> = {
  serviceDetailQuery: [{ serviceId: 'seo' }, { serviceId: 'cloud-solutions' }],
  caseStudyBySlugQuery: [
    { slug: 'enterprise-technology-integration' },
    { slug: 'web-app-development' },
  ],
  legalPageQuery: [{ slug: 'privacy-policy' }, { slug: 'terms-of-service' }],
};

async function siteQueries(): Promise<[string, string][]> {
  const found: [string, string][] = [['prerenderSlugsQuery', prerenderSlugsQuery]];
  for (const feature of readdirSync(FEATURES)) {
    const file = path.join(FEATURES, feature, 'queries.ts');
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Query') && typeof value === 'string') found.push([name, value]);
    }
  }
  return found;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

const queries = await siteQueries();

let lake: TestLake;
let client: SanityClient;

beforeAll(async () => {
  lake = await startLake();
  client = lakeClient(lake);
});

afterAll(() => lake.close());

describe('every GROQ query of the site against the seed', () => {
  it('finds the queries of every feature', () => {
    expect(queries.length).toBeGreaterThanOrEqual(15);
  });

  it.each(queries)('%s returns content', async (name, query) => {
    const paramSets = SAMPLE_PARAMS[name] ?? [{}];
    for (const params of paramSets) {
      const result: unknown = await client.fetch(query, params);
      expect(isEmpty(result), `${name} with ${JSON.stringify(params)}`).toBe(false);
      // No top-level field of the projection may come back empty: that is a misspelt field.
      if (result && typeof result === 'object' && !Array.isArray(result)) {
        const empty = Object.entries(result)
          .filter(([, value]) => value === null)
          .map(([key]) => key);
        expect(empty, `${name}: fields with no value`).toEqual([]);
      }
    }
  });
});
