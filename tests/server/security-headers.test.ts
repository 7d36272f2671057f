// The per-page Content-Security-Policy `npm start` sends: every inline script allowed by its hash,
// and a page rebuilt under a running server answered with its new hashes.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE_SECURITY_HEADERS, securityHeadersFor } from '../../server/security-headers';

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body></body></html>`;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'security-headers-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('security headers per served file', () => {
  const origins = { sanityProjectId: null, contactApiUrl: '/v1/contact' };

  it('allows exactly the page’s own inline scripts, not its JSON-LD, and no unsafe-inline', async () => {
    const file = path.join(folder, 'index.html');
    await writeFile(file, page('window.theme = "dark";'));
    const headers = await securityHeadersFor(origins)(file, 'text/html; charset=utf-8');
    const scriptSrc = /script-src ([^;]+)/.exec(headers['Content-Security-Policy']!)?.[1];

    expect(scriptSrc).toBe(`'self' ${hashOf('window.theme = "dark";')}`);
    expect(headers).toMatchObject(BASE_SECURITY_HEADERS);
  });

  it('follows a rebuild under a running server instead of sending a stale policy', async () => {
    const file = path.join(folder, 'about.html');
    const headersFor = securityHeadersFor(origins);
    await writeFile(file, page('window.build = 1;'));
    const before = await headersFor(file, 'text/html');

    await writeFile(file, page('window.build = 22;'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const after = await headersFor(file, 'text/html');

    expect(before['Content-Security-Policy']).toContain(hashOf('window.build = 1;'));
    expect(after['Content-Security-Policy']).toContain(hashOf('window.build = 22;'));
    expect(after['Content-Security-Policy']).not.toContain(hashOf('window.build = 1;'));
  });

  it('gives every other file the shared headers only', async () => {
    const headers = await securityHeadersFor(origins)(path.join(folder, 'x.js'), 'text/javascript');
    expect(headers).toBe(BASE_SECURITY_HEADERS);
  });
});
