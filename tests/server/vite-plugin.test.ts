// The Vite plugin: the services as dev-server middleware on the page's own origin, and a
// private lake during `vite build` for pre-rendering.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { build, createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { LOCAL_CONTENT_LAKE_URL_ENV, localServices } from '../../server/vite-plugin.ts';

const documents = [
  { _id: 'service-seo', _type: 'service', title: 'SEO' },
  { _id: 'drafts.service-seo', _type: 'service', title: 'SEO (draft)' },
];

let folder: string;
let config: ServerConfig;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'vite-plugin-'));
  await writeFile(
    path.join(folder, 'dataset.ndjson'),
    documents.map((doc) => JSON.stringify(doc)).join('\n'),
  );
  await writeFile(
    path.join(folder, 'index.html'),
    '<script type="module" src="/main.js"></script>',
  );
  await writeFile(path.join(folder, 'main.js'), 'console.log("site");');
  config = {
    ...loadConfig({}),
    seedDataset: path.join(folder, 'dataset.ndjson'),
    enquiriesFile: path.join(folder, 'enquiries.ndjson'),
  };
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('localServices() in the dev server', () => {
  let server: ViteDevServer;
  let origin: string;

  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      root: folder,
      logLevel: 'silent',
      plugins: [localServices({ config })],
      server: { host: '127.0.0.1', port: 0, strictPort: false, ws: false },
    });
    await server.listen();
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  });

  afterAll(() => server.close());

  it('answers content queries on the dev server origin', async () => {
    const query = encodeURIComponent('*[_type == "service"].title');
    const response = await fetch(`${origin}/v2025-05-15/data/query/production?query=${query}`);

    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: unknown }).result).toEqual(['SEO']);
  });

  it('receives enquiries on the dev server origin', async () => {
    const response = await fetch(`${origin}/v1/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Asha Verma',
        email: 'asha@example.com',
        serviceInterested: 'Web Development',
        projectDetails: 'A shop.',
      }),
    });

    expect(response.status).toBe(200);
    expect(await readFile(config.enquiriesFile, 'utf8')).toContain('Asha Verma');
  });

  it('leaves every other path to Vite', async () => {
    const response = await fetch(`${origin}/main.js`);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('site');
  });
});

describe('localServices() in vite build', () => {
  const previous = process.env[LOCAL_CONTENT_LAKE_URL_ENV];
  afterAll(() => {
    if (previous === undefined) delete process.env[LOCAL_CONTENT_LAKE_URL_ENV];
    else process.env[LOCAL_CONTENT_LAKE_URL_ENV] = previous;
  });

  it('starts a lake before the build and tells build-time code where it is', async () => {
    let answer: unknown;
    // Stands in for React Router's pre-rendering, which fetches content inside the build.
    const probe: Plugin = {
      name: 'probe',
      async generateBundle() {
        const url = process.env[LOCAL_CONTENT_LAKE_URL_ENV];
        const query = encodeURIComponent('count(*[_type == "service"])');
        const response = await fetch(`${url}/v2025-05-15/data/query/production?query=${query}`);
        answer = ((await response.json()) as { result: unknown }).result;
      },
    };

    await build({
      configFile: false,
      root: folder,
      logLevel: 'silent',
      plugins: [localServices({ config }), probe],
      build: { outDir: path.join(folder, 'dist'), write: false },
    });

    expect(process.env[LOCAL_CONTENT_LAKE_URL_ENV]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(answer).toBe(1);
  });
});
