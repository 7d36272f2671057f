// The local content lake over real HTTP, driven by the unmodified @sanity/client and
// @sanity/image-url, so anything the site's client does against it is covered here.
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { ClientError, createClient, type SanityClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { PROJECT_ROOT } from '../../server/config';
import {
  createContentLake,
  type ContentLakeOptions,
  type LakeDocument,
} from '../../server/content-lake';
import { startLocalServer, type LocalServer } from '../../server/vite-plugin';

const ASSET_HASH = '5f2b1c0d9e8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c';
const ASSET_ID = `image-${ASSET_HASH}-800x500-svg`;
const ESCAPING_HASH = '0123456789abcdef0123456789abcdef01234567';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500"/></svg>';

const image = (alt: string) => ({
  _type: 'image',
  alt,
  asset: { _type: 'reference', _ref: ASSET_ID },
});

// Stored in the fixture file, as seed/build.ts writes them.
const fileDocuments: LakeDocument[] = [
  {
    _id: 'service-seo',
    _type: 'service',
    title: 'SEO',
    slug: { _type: 'slug', current: 'seo' },
    order: 2,
    image: image('Search ranking chart'),
  },
  {
    _id: 'service-ppc',
    _type: 'service',
    title: 'PPC',
    slug: { _type: 'slug', current: 'ppc' },
    order: 1,
    image: image('Ads dashboard'),
  },
  {
    _id: 'service-content',
    _type: 'service',
    title: 'Content',
    slug: { _type: 'slug', current: 'content' },
    order: 3,
    image: image('Notebook'),
  },
  {
    _id: 'case-study-shop',
    _type: 'caseStudy',
    title: 'Shop relaunch',
    service: { _type: 'reference', _ref: 'service-ppc' },
  },
  {
    _id: ASSET_ID,
    _type: 'sanity.imageAsset',
    extension: 'svg',
    mimeType: 'image/svg+xml',
    source: { name: 'seed', id: 'services/seo.svg' },
  },
  // A broken asset document must not reach files outside the images folder.
  {
    _id: `image-${ESCAPING_HASH}-10x10-svg`,
    _type: 'sanity.imageAsset',
    source: { name: 'seed', id: '../secret.svg' },
  },
];

// Injected through `documents`, as a test of unpublished edits would.
const draftDocuments: LakeDocument[] = [
  {
    _id: 'drafts.service-seo',
    _type: 'service',
    title: 'SEO (draft title)',
    slug: { _type: 'slug', current: 'seo' },
    order: 2,
  },
  {
    _id: 'drafts.service-new',
    _type: 'service',
    title: 'Unpublished service',
    slug: { _type: 'slug', current: 'new' },
    order: 4,
  },
];

let folder: string;
let apiHost: string;
const requests: { method: string; url: string }[] = [];

function clientFor(
  options: { dataset?: string; host?: string; token?: string } = {},
): SanityClient {
  return createClient({
    projectId: 'local-seed',
    dataset: options.dataset ?? 'production',
    apiVersion: '2025-05-15',
    useCdn: false,
    useProjectHostname: false,
    apiHost: options.host ?? apiHost,
    token: options.token,
  });
}

const PREVIEW_TOKEN = 'sk-local-preview';
/** A client as a draft preview would be: with the lake's preview token. */
const previewClient = () => clientFor({ token: PREVIEW_TOKEN });

interface ServedLake {
  host: string;
  close(): Promise<void>;
}

/** A lake on 127.0.0.1 behind a bare server that reports each request before the lake sees it. */
async function serveLake(
  options: ContentLakeOptions,
  onRequest: (req: http.IncomingMessage) => void,
): Promise<ServedLake> {
  const lake = createContentLake(options);
  const server = http.createServer((req, res) => {
    onRequest(req);
    lake(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await lake.close();
    },
  };
}

let served: ServedLake;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'content-lake-'));
  await mkdir(path.join(folder, 'images', 'services'), { recursive: true });
  await writeFile(path.join(folder, 'images', 'services', 'seo.svg'), SVG);
  await writeFile(path.join(folder, 'secret.svg'), SVG);
  const datasetPath = path.join(folder, 'dataset.ndjson');
  await writeFile(datasetPath, fileDocuments.map((doc) => JSON.stringify(doc)).join('\n') + '\n');

  // The bare server records what the client actually sent.
  served = await serveLake(
    {
      projectId: 'local-seed',
      dataset: 'production',
      datasetPath,
      documents: draftDocuments,
      previewToken: PREVIEW_TOKEN,
    },
    (req) => requests.push({ method: req.method ?? '', url: req.url ?? '' }),
  );
  apiHost = served.host;
});

afterAll(async () => {
  await served.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the local content lake answers @sanity/client', () => {
  it('runs a projection with a parameter on the path the client builds', async () => {
    const service = await clientFor().fetch(
      '*[_type == "service" && slug.current == $slug][0]{title, "slug": slug.current}',
      { slug: 'ppc' },
    );

    expect(service).toEqual({ title: 'PPC', slug: 'ppc' });
    const last = requests.at(-1);
    expect(last?.method).toBe('GET');
    expect(last?.url).toMatch(/^\/v2025-05-15\/data\/query\/production\?/);
    expect(new URL(last?.url ?? '', apiHost).searchParams.get('$slug')).toBe('"ppc"');
  });

  it('answers the {query, result, ms} shape when the full response is asked for', async () => {
    const query = 'count(*[_type == "service"])';
    const response = await clientFor().fetch(query, {}, { filterResponse: false });

    expect(response).toMatchObject({ query, result: 3 });
    expect(typeof response.ms).toBe('number');
  });

  it('hides drafts under the default published perspective, even from the preview token', async () => {
    const ids = await previewClient().fetch('*[_type == "service"]._id');

    expect(ids).toHaveLength(3);
    expect(ids).not.toContain('drafts.service-seo');
    expect(await previewClient().fetch('*[_id == "service-seo"][0].title')).toBe('SEO');
    expect(await previewClient().fetch('*[slug.current == "new"]')).toEqual([]);
  });

  it.each([
    ['no token', undefined],
    ['another token', 'sk-someone-else'],
  ])(
    'shows no drafts to a request with %s, under any perspective, with no error',
    async (_name, token) => {
      const client = clientFor({ token });
      const titles = await client.fetch(
        '*[_type == "service"] | order(order asc).title',
        {},
        { perspective: 'drafts' },
      );
      const raw = await client.fetch('*[_id in path("drafts.**")]._id', {}, { perspective: 'raw' });

      expect(titles).toEqual(['PPC', 'SEO', 'Content']);
      expect(raw).toEqual([]);
    },
  );

  it('shows drafts as stored to the preview token under the raw perspective', async () => {
    const ids = await previewClient().fetch(
      '*[_id in path("drafts.**")]._id',
      {},
      { perspective: 'raw' },
    );

    expect(ids).toEqual(expect.arrayContaining(['drafts.service-seo', 'drafts.service-new']));
  });

  it('shows drafts to nobody when no preview token is configured', async () => {
    const lake = await serveLake(
      { projectId: 'local-seed', dataset: 'production', documents: draftDocuments },
      () => {},
    );
    try {
      const ids = await clientFor({ host: lake.host, token: PREVIEW_TOKEN }).fetch(
        '*._id',
        {},
        { perspective: 'raw' },
      );
      expect(ids).toEqual([]);
    } finally {
      await lake.close();
    }
  });

  it('overlays drafts for the preview token under the drafts perspective', async () => {
    const services = await previewClient().fetch(
      '*[_type == "service"] | order(order asc){_id, _originalId, title}',
      {},
      { perspective: 'drafts' },
    );

    expect(services.map((s: { title: string }) => s.title)).toEqual([
      'PPC',
      'SEO (draft title)',
      'Content',
      'Unpublished service',
    ]);
    expect(services[1]).toMatchObject({ _id: 'service-seo', _originalId: 'drafts.service-seo' });
  });

  it('refuses a query that does not parse with a 400 ClientError', async () => {
    const failure = clientFor().fetch('*[_type == "service"');

    await expect(failure).rejects.toBeInstanceOf(ClientError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
    });
  });

  it('refuses a query whose parameter was not supplied instead of answering empty', async () => {
    const failure = clientFor().fetch('*[_type == "service" && slug.current == $slug][0]');

    await expect(failure).rejects.toBeInstanceOf(ClientError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('param $slug referenced, but not provided'),
    });
  });

  it('treats $constructor and $__proto__ as parameters like any other', async () => {
    // A plain object would inherit `constructor`, and the check would let the query through.
    const failure = clientFor().fetch('*[_type == "service" && title == $constructor]');
    await expect(failure).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('param $constructor referenced, but not provided'),
    });

    // Sent as the client sends parameters: `$name=<JSON>` in the query string.
    const query = encodeURIComponent('*[_type == "service" && title == $__proto__].title');
    const response = await fetch(
      `${apiHost}/v2025-05-15/data/query/production?query=${query}&%24__proto__=%22PPC%22`,
    );
    expect(await response.json()).toMatchObject({ result: ['PPC'] });
  });

  it('answers 400, not 500, for a malformed percent-escape in the path', async () => {
    const response = await fetch(`${apiHost}/v2025-05-15/data/query/%E0?query=*`);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { description: 'Malformed percent-encoding in the URL' },
    });
  });

  it('answers a query too long for a GET, which the client sends as a POST', async () => {
    const excluded = Array.from({ length: 1200 }, (_, i) => `"not-a-service-${i}"`).join(', ');
    const query = `*[_type == "service" && !(_id in [${excluded}]) && order >= $from] | order(order asc).title`;
    expect(query.length).toBeGreaterThan(11264);
    const before = requests.length;

    const titles = await clientFor().fetch(query, { from: 2 });

    expect(titles).toEqual(['SEO', 'Content']);
    expect(requests.slice(before).map((r) => r.method)).toEqual(['POST']);
  });

  it('refuses parameters nested too deeply to copy, with a 400 instead of a crash', async () => {
    const depth = 300_000;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${apiHost}/v2025-05-15/data/query/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"query":"$a","params":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
    });
    logged.mockRestore();

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { description: 'Query parameters may nest at most 100 levels deep' },
    });
    expect(logged).not.toHaveBeenCalled();
    // The worker is still the one that holds the dataset: the next query is answered.
    expect(await clientFor().fetch('count(*[_type == "service"])')).toBe(3);
  });

  it('refuses a perspective it does not serve, such as a release, with a 400', async () => {
    const failure = clientFor().fetch('count(*)', {}, { perspective: ['rSpring', 'drafts'] });

    await expect(failure).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Invalid perspective "rSpring,drafts"'),
    });
  });

  it('answers 404 for a dataset it does not hold', async () => {
    const failure = clientFor({ dataset: 'staging' }).fetch('*[0]');

    await expect(failure).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('Dataset "staging" not found'),
    });
  });

  it('serves the image @sanity/image-url points at, with a long cache', async () => {
    const builder = createImageUrlBuilder(clientFor());
    const url = builder.image(image('Search ranking chart')).width(400).auto('format').url();
    expect(url).toMatch(
      new RegExp(`^${apiHost}/images/local-seed/production/${ASSET_HASH}-800x500\\.svg\\?`),
    );

    const response = await fetch(url);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await response.text()).toBe(SVG);
  });

  it('gzips an SVG image only for a client that takes gzip', async () => {
    const url = `${apiHost}/images/local-seed/production/${ASSET_HASH}-800x500.svg`;
    const takes = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const refuses = await fetch(url, { headers: { 'Accept-Encoding': 'gzip;q=0' } });

    expect(takes.headers.get('content-encoding')).toBe('gzip');
    expect(refuses.headers.get('content-encoding')).toBeNull();
    for (const answer of [takes, refuses]) expect(await answer.text()).toBe(SVG);
  });

  it('answers 404 for an unknown image, another project or a path outside the images', async () => {
    const unknown = await fetch(
      `${apiHost}/images/local-seed/production/${'a'.repeat(40)}-800x500.svg`,
    );
    const otherProject = await fetch(
      `${apiHost}/images/other/production/${ASSET_HASH}-800x500.svg`,
    );
    const escaping = await fetch(
      `${apiHost}/images/local-seed/production/${ESCAPING_HASH}-10x10.svg`,
    );

    expect(unknown.status).toBe(404);
    expect(otherProject.status).toBe(404);
    expect(escaping.status).toBe(404);
  });
});

// Each stopped query costs a fresh worker, whose start-up a busy machine can make slow.
describe('a query that runs past the deadline', { timeout: 30_000 }, () => {
  // Every nested `*[]{…}` multiplies the work by the dataset's size: over 100 documents this
  // asks for 100^4 objects, minutes of evaluation, so only the deadline can end it.
  const SLOW_QUERY = 'count(*[]{"a": *[]{"b": *[]{"c": *[]{_id}}}})';
  const fillers: LakeDocument[] = Array.from({ length: 100 }, (_, i) => ({
    _id: `filler-${i}`,
    _type: 'filler',
  }));
  let slowLake: ServedLake;
  let host: string;
  const received: string[] = [];

  const queryUrl = (query: string, at = host) =>
    `${at}/v2025-05-15/data/query/production?query=${encodeURIComponent(query)}`;

  /** Resolves once the server has the request; the lake queues it before any timer runs. */
  async function arrived(query: string, search = '') {
    const url = new URL(queryUrl(query) + search);
    while (!received.includes(url.pathname + url.search)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  beforeAll(async () => {
    slowLake = await serveLake(
      // A long wait: the queued queries below wait for a worker's start-up as well.
      {
        projectId: 'local-seed',
        dataset: 'production',
        documents: fillers,
        queryTimeoutMs: 300,
        queueTimeoutMs: 10_000,
      },
      (req) => received.push(req.url ?? ''),
    );
    host = slowLake.host;
  });

  afterAll(() => slowLake.close());

  // Each test waits for its own slow query to arrive, not for one an earlier test sent.
  beforeEach(() => {
    received.length = 0;
  });

  /** A lake whose query deadline no test reaches: only the test ends its slow queries. */
  const servePatientLake = (options: Partial<ContentLakeOptions> = {}) =>
    serveLake(
      {
        projectId: 'local-seed',
        dataset: 'production',
        documents: fillers,
        queryTimeoutMs: 600_000,
        ...options,
      },
      (req) => received.push(req.url ?? ''),
    );

  it('answers a query 503 once it has waited its time behind a running one', async () => {
    const patient = await servePatientLake({ queueTimeoutMs: 500 });
    let slowSettled = false;
    try {
      expect((await fetch(queryUrl('count(*)', patient.host))).status).toBe(200);
      void fetch(queryUrl(SLOW_QUERY, patient.host))
        .catch(() => undefined)
        .finally(() => {
          slowSettled = true;
        });
      await arrived(SLOW_QUERY);

      const queued = await fetch(queryUrl('count(*[_type == "filler"])', patient.host));

      expect(queued.status).toBe(503);
      expect(queued.headers.get('retry-after')).toBe('1');
      expect(await queued.json()).toMatchObject({ error: { type: 'serviceUnavailableError' } });
      expect(slowSettled).toBe(false);
    } finally {
      await patient.close();
    }
  });

  it('stops a query whose client has gone, and drops queued ones, so the next is answered', async () => {
    // Deadlines the runaways cannot reach within the test: only their clients leaving ends them.
    const patient = await servePatientLake();
    try {
      expect((await fetch(queryUrl('count(*)', patient.host))).status).toBe(200);
      const running = new AbortController();
      const queued = new AbortController();
      const first = fetch(queryUrl(SLOW_QUERY, patient.host), { signal: running.signal });
      await arrived(SLOW_QUERY);
      const second = fetch(`${queryUrl(SLOW_QUERY, patient.host)}&$n=2`, {
        signal: queued.signal,
      });
      await arrived(SLOW_QUERY, '&$n=2');
      queued.abort();
      running.abort();
      await Promise.allSettled([first, second]);

      const next = await fetch(queryUrl('count(*[_type == "filler"])', patient.host), {
        // Far sooner than the runaways' deadline: only a fresh worker's start-up to wait for.
        signal: AbortSignal.timeout(20_000),
      });
      expect(next.status).toBe(200);
      expect(await next.json()).toMatchObject({ result: 100 });
    } finally {
      await patient.close();
    }
  });

  it('is stopped with a 504 naming the deadline, and the queries behind it are answered', async () => {
    // A worker that is up already, so the slow query is evaluating when the next one queues.
    expect((await fetch(queryUrl('count(*)'))).status).toBe(200);
    const slow = fetch(queryUrl(SLOW_QUERY));
    await arrived(SLOW_QUERY);
    const queued = fetch(queryUrl('count(*[_type == "filler"])'));

    const stopped = await slow;
    expect(stopped.status).toBe(504);
    expect(await stopped.json()).toEqual({
      error: {
        description: 'Query took longer than 300 ms and was stopped',
        type: 'queryTimeoutError',
      },
    });
    const queuedResponse = await queued;
    expect(queuedResponse.status).toBe(200);
    expect(await queuedResponse.json()).toMatchObject({ result: 100 });

    const later = await fetch(queryUrl('*[_id == "filler-7"][0]{_id, _type}'));
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ result: { _id: 'filler-7', _type: 'filler' } });
  });
});

describe('a query that asks for more than the lake sends', { timeout: 30_000 }, () => {
  // 100 documents of about 1 KB each: the whole dataset is about 100 KB of JSON.
  const documents: LakeDocument[] = Array.from({ length: 100 }, (_, i) => ({
    _id: `filler-${i}`,
    _type: 'filler',
    text: 'x'.repeat(1000),
  }));
  const lakes: ServedLake[] = [];
  afterAll(() => Promise.all(lakes.map((lake) => lake.close())));

  async function ask(options: Partial<ContentLakeOptions>, query: string) {
    const lake = await serveLake(
      { projectId: 'local-seed', dataset: 'production', documents, ...options },
      () => {},
    );
    lakes.push(lake);
    const response = await fetch(
      `${lake.host}/v2025-05-15/data/query/production?query=${encodeURIComponent(query)}`,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refuses an answer over its size limit with a 400 that says what to do, and sends a smaller one', async () => {
    const whole = await ask({ maxResultBytes: 64 * 1024 }, '*');
    const slice = await ask({ maxResultBytes: 64 * 1024 }, '*[0...3]{_id}');

    expect(whole).toEqual({
      status: 400,
      body: {
        error: {
          description:
            'Query result is larger than 65536 bytes: select fewer fields or slice the result',
          type: 'queryResultTooLargeError',
        },
      },
    });
    expect(slice.status).toBe(200);
    expect(slice.body.result).toEqual([
      { _id: 'filler-0' },
      { _id: 'filler-1' },
      { _id: 'filler-2' },
    ]);
  });

  it('refuses by default an answer that repeats the dataset for every document', async () => {
    // A few bytes of GROQ, about 300 MB of JSON: it must never be built, let alone sent.
    const answer = await ask({}, '*{"again": *[0...30]{"all": *}}');

    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      description: 'Query result is larger than 16 MB: select fewer fields or slice the result',
    });
  });

  it('stops a query that needs more memory than the worker has, and answers the next', async () => {
    const lake = await serveLake(
      {
        projectId: 'local-seed',
        dataset: 'production',
        documents,
        workerMemoryMb: 32,
        maxResultBytes: Number.MAX_SAFE_INTEGER,
      },
      () => {},
    );
    lakes.push(lake);
    const query = (groq: string) =>
      fetch(`${lake.host}/v2025-05-15/data/query/production?query=${encodeURIComponent(groq)}`);

    const huge = await query('*{"x": *{"y": *}}');
    const next = await query('count(*)');

    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({
      error: {
        description:
          'Query needed more than 32 MB of memory and was stopped: select fewer fields or slice the result',
        type: 'queryResultTooLargeError',
      },
    });
    expect(await next.json()).toMatchObject({ result: 100 });
  });
});

const SEED_DATASET = path.join(PROJECT_ROOT, 'seed', 'dataset.ndjson');

describe.runIf(existsSync(SEED_DATASET))('the lake over the real seed dataset', () => {
  let local: LocalServer;
  let client: SanityClient;

  beforeAll(async () => {
    local = await startLocalServer({
      lake: { projectId: 'local-seed', dataset: 'production', datasetPath: SEED_DATASET },
    });
    client = clientFor({ host: local.url });
  });

  afterAll(() => local.close());

  it('serves every image the seed references', async () => {
    // Wherever a document holds an image (a hero, a card, a list item, an SEO card), its asset
    // reference is a `_ref` starting with `image-`.
    const documents: unknown[] = await client.fetch('*');
    const refs = new Set<string>();
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, field] of Object.entries(value)) {
          if (key === '_ref' && typeof field === 'string' && field.startsWith('image-')) {
            refs.add(field);
          } else collect(field);
        }
      }
    };
    collect(documents);
    const builder = createImageUrlBuilder(client);
    expect(refs.size).toBeGreaterThan(0);

    for (const ref of refs) {
      const response = await fetch(builder.image(ref).url());
      expect(response.status, ref).toBe(200);
      expect(response.headers.get('content-type'), ref).toMatch(/^image\//);
    }
  });
});
