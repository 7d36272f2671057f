// Which Sanity API a configured project is read through: the build (Node) reads the live API,
// so a rebuild after a publish bakes the new content; visitors' browsers read the API CDN.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/env', () => ({
  siteConfig: {
    sanityProjectId: 'abc123',
    sanityDataset: 'production',
    sanityApiVersion: '2025-05-15',
    siteUrl: 'https://www.nexoradigital.example',
    contactApiUrl: 'https://api.example/v1/contact',
  },
  usesLocalContentLake: false,
}));

const hosts: string[] = [];
const server = setupServer(
  http.get('https://*/v2025-05-15/data/query/production', ({ request }) => {
    hosts.push(new URL(request.url).host);
    return HttpResponse.json({ query: '*', result: 'fresh', ms: 1 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A fresh client module each time, built on the mocked settings above: other files in this
// process may have loaded it with the real ones.
beforeEach(() => vi.resetModules());
afterEach(() => {
  hosts.length = 0;
});
afterAll(() => server.close());

async function readThroughClient() {
  const { getSanityClient } = await import('@/lib/sanity-client');
  return getSanityClient().fetch<string>('*[0]');
}

describe('the Sanity client of a configured project', () => {
  it('reads the live API while pre-rendering, never the cached CDN', async () => {
    await expect(readThroughClient()).resolves.toBe('fresh');
    expect(hosts).toEqual(['abc123.api.sanity.io']);
  });

  it("reads through the API CDN in visitors' browsers", async () => {
    vi.stubGlobal('window', globalThis);
    await expect(readThroughClient()).resolves.toBe('fresh');
    expect(hosts).toEqual(['abc123.apicdn.sanity.io']);
  });
});
