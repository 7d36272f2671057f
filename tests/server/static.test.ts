// Serving the pre-rendered build: route files, loader data, caching, 404 and path safety.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStaticHandler } from '../../server/static.ts';
import { startLocalServer, type LocalServer } from '../../server/vite-plugin.ts';

const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'about/index.html': '<!doctype html><title>About</title>',
  'about.data': '[{"_1":2},"routes/about"]',
  'services/seo/index.html': `<!doctype html><title>SEO</title>${'<p>Search engine optimisation</p>'.repeat(100)}`,
  '404.html': '<!doctype html><title>Page Not Found</title>',
  'assets/entry-abc123.js': 'console.log("app");',
  'robots.txt': 'User-agent: *',
};
const SECRET = 'top secret, outside the build';

let folder: string;
let local: LocalServer;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request sent exactly as written: fetch() would resolve `..` before sending. */
function raw(target: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const { port } = new URL(local.url);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'static-'));
  const root = path.join(folder, 'client');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  await writeFile(path.join(folder, 'secret.txt'), SECRET);
  await writeFile(path.join(root, '.env'), SECRET);
  local = await startLocalServer({ fallback: createStaticHandler({ root }) });
});

afterAll(async () => {
  await local.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the static site handler', () => {
  it('serves index.html at /', async () => {
    const response = await fetch(`${local.url}/`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
    expect(await response.text()).toBe(files['index.html']);
  });

  it.each(['/about', '/about/'])('serves the pre-rendered page of %s', async (route) => {
    const response = await fetch(`${local.url}${route}`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(files['about/index.html']);
  });

  it('serves a nested route', async () => {
    const response = await fetch(`${local.url}/services/seo`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(files['services/seo/index.html']);
  });

  it('serves loader data with its content type', async () => {
    const response = await fetch(`${local.url}/about.data`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/x-script; charset=utf-8');
    expect(await response.text()).toBe(files['about.data']);
  });

  it('caches fingerprinted assets forever', async () => {
    const response = await fetch(`${local.url}/assets/entry-abc123.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await fetch(`${local.url}/no-such-page`);

    expect(response.status).toBe(404);
    expect(await response.text()).toBe(files['404.html']);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/about/%2E%2E/%2E%2E/secret.txt',
    '/.env',
    '/%00index.html',
  ])('does not serve %s', async (target) => {
    const response = await raw(target);

    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(SECRET);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await raw('/about', { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(
      Buffer.byteLength(files['about/index.html']!),
    );
    expect(response.body.length).toBe(0);
  });

  it('compresses text for clients that accept gzip', async () => {
    const response = await raw('/services/seo', { headers: { 'Accept-Encoding': 'gzip, br' } });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(response.body).toString()).toBe(files['services/seo/index.html']);
  });

  it('answers a repeated request with 304 when the file is unchanged', async () => {
    const first = await raw('/about');
    const again = await raw('/about', { headers: { 'If-None-Match': String(first.headers.etag) } });

    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
