// Serving the pre-rendered build: route files, loader data, caching, redirects to the one
// address of each page, 404 and path safety.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStaticHandler } from '../../server/static.ts';
import { startLocalServer, type LocalServer } from '../../server/vite-plugin.ts';

const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'about.html': '<!doctype html><title>About</title>',
  'about.data': '[{"_1":2},"routes/about"]',
  'services/seo.html': `<!doctype html><title>SEO</title>${'<p>Search engine optimisation</p>'.repeat(100)}`,
  '404.html': '<!doctype html><title>Page Not Found</title>',
  'services/404.html': '<!doctype html><title>Service Not Found</title>',
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
  local = await startLocalServer({
    fallback: createStaticHandler({
      root,
      notFoundPagesByPrefix: { '/services/': 'services/404.html' },
    }),
  });
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

  it('serves a page at its path without .html', async () => {
    const response = await fetch(`${local.url}/about`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(files['about.html']);
  });

  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/about/index.html', '/about'],
    ['/services/seo/?utm_source=mail', '/services/seo?utm_source=mail'],
    ['/index.html', '/'],
  ])('redirects %s to the one address of its page, %s', async (target, location) => {
    const response = await raw(target);

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['//evil.example/about', '/evil.example/about'],
    ['/\\evil.example/about', '/evil.example/about'],
    ['/services//seo?utm_source=mail', '/services/seo?utm_source=mail'],
    ['/services///seo//', '/services/seo/'],
  ])('redirects %s, with repeated slashes, to %s', async (target, location) => {
    const response = await raw(target);

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/%2Fabout', '/services%2Fseo', '/services%5cseo'])(
    'answers %s, an encoded slash in one segment, with the not-found page',
    async (target) => {
      const response = await raw(target);

      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe(files['404.html']);
    },
  );

  it('answers an unknown service with its section’s not-found page, and deeper paths with the site’s', async () => {
    const service = await raw('/services/no-such-service');
    const withSlash = await raw('/services/no-such-service/');
    const deeper = await raw('/services/no-such-service/more');

    expect([service.status, withSlash.status, deeper.status]).toEqual([404, 404, 404]);
    expect(service.body.toString()).toBe(files['services/404.html']);
    expect(withSlash.body.toString()).toBe(files['services/404.html']);
    expect(deeper.body.toString()).toBe(files['404.html']);
  });

  it.each([
    ['/about.data', 'text/x-script; charset=utf-8', 'public, max-age=0, must-revalidate'],
    [
      '/assets/entry-abc123.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/robots.txt', 'text/plain; charset=utf-8', 'public, max-age=3600'],
  ])('serves %s as %s, cached with %s', async (target, contentType, cacheControl) => {
    const response = await fetch(`${local.url}${target}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
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
      Buffer.byteLength(files['about.html']!),
    );
    expect(response.body.length).toBe(0);
  });

  it('compresses text with brotli for browsers, and with gzip for clients that take only gzip', async () => {
    const browser = await raw('/services/seo', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    const gzipOnly = await raw('/services/seo', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });

    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.body).toString()).toBe(files['services/seo.html']);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(files['services/seo.html']);
    for (const answer of [browser, gzipOnly]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the shared security headers with its plain-text 404 and 405 answers', async () => {
    // No 404.html, and no next handler for other methods.
    const handle = createStaticHandler({
      root: path.join(folder, 'client'),
      notFoundPage: 'none.html',
    });
    const bare = http.createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const { port } = bare.address() as AddressInfo;
    try {
      const missing = await fetch(`http://127.0.0.1:${port}/no-such-page`);
      const posted = await fetch(`http://127.0.0.1:${port}/about`, { method: 'POST' });

      expect([missing.status, posted.status]).toEqual([404, 405]);
      for (const answer of [missing, posted]) {
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});
