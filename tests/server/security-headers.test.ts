// The per-page Content-Security-Policy `npm start` sends: the script hashes the build wrote
// into the page's own policy, and a page rebuilt under a running server answered with its new
// ones.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BASE_SECURITY_HEADERS,
  htmlSecurityHeaders,
  scriptHash,
  securityHeadersFor,
} from '../../server/security-headers';

/** A built page: its policy allows `allowed`; it also holds `script`, allowed or not. */
const page = (script: string, allowed: string[]) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${allowed.join(' ')}; object-src 'none'"/>` +
  `<script>${script}</script></head><body></body></html>`;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'security-headers-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const scriptSrcOf = (headers: Record<string, string>) =>
  /script-src ([^;]+)/.exec(headers['Content-Security-Policy']!)?.[1];

describe('security headers per served file', () => {
  const origins = { sanityProjectId: null, contactApiUrl: '/v1/contact' };

  it('allows exactly the scripts the page’s own policy allows, and no unsafe-inline', async () => {
    const file = path.join(folder, 'index.html');
    const theme = 'window.theme = "dark";';
    await writeFile(file, page(theme, [scriptHash(theme)]));
    const headers = await securityHeadersFor(origins)(file, 'text/html; charset=utf-8');

    expect(scriptSrcOf(headers)).toBe(`'self' ${scriptHash(theme)}`);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject(BASE_SECURITY_HEADERS);
  });

  it('allows no inline script the build did not allow', async () => {
    const file = path.join(folder, 'injected.html');
    await writeFile(file, page('alert(1)', []));
    const bare = path.join(folder, 'bare.html');
    await writeFile(bare, '<!DOCTYPE html><script>alert(1)</script>');
    const headersFor = securityHeadersFor(origins);

    expect(scriptSrcOf(await headersFor(file, 'text/html'))).toBe("'self'");
    expect(scriptSrcOf(await headersFor(bare, 'text/html'))).toBe("'self'");
  });

  it('follows a rebuild under a running server instead of sending a stale policy', async () => {
    const file = path.join(folder, 'about.html');
    const headersFor = securityHeadersFor(origins);
    await writeFile(file, page('window.build = 1;', [scriptHash('window.build = 1;')]));
    const before = await headersFor(file, 'text/html');

    await writeFile(file, page('window.build = 22;', [scriptHash('window.build = 22;')]));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    const after = await headersFor(file, 'text/html');

    expect(before['Content-Security-Policy']).toContain(scriptHash('window.build = 1;'));
    expect(after['Content-Security-Policy']).toContain(scriptHash('window.build = 22;'));
    expect(after['Content-Security-Policy']).not.toContain(scriptHash('window.build = 1;'));
  });

  it('gives every other file the shared headers only', async () => {
    const headers = await securityHeadersFor(origins)(path.join(folder, 'x.js'), 'text/javascript');
    expect(headers).toBe(BASE_SECURITY_HEADERS);
  });
});

describe('the origins a page may talk to', () => {
  const directives = (origins: Parameters<typeof htmlSecurityHeaders>[1]) =>
    htmlSecurityHeaders(["'sha256-abc='", "'sha256-def='"], origins)[
      'Content-Security-Policy'
    ]!.split('; ');

  it('lets a deployed site read its Sanity project, show its images and send enquiries', () => {
    const policy = directives({
      sanityProjectId: 'abc123',
      contactApiUrl: 'https://api.example.com/v1/contact',
    });
    expect(policy).toContain(
      "connect-src 'self' https://abc123.apicdn.sanity.io https://abc123.api.sanity.io https://api.example.com",
    );
    expect(policy).toContain("img-src 'self' data: https://cdn.sanity.io");
  });

  it('lets pages send enquiries to a contact API on plain HTTP, such as one run locally', () => {
    const policy = directives({
      sanityProjectId: null,
      contactApiUrl: 'http://127.0.0.1:8787/v1/contact',
    });
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8787");
  });

  it('keeps everything to its own origin offline, where the stand-ins are paths on it', () => {
    expect(directives({ sanityProjectId: null, contactApiUrl: '/v1/contact' })).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc=' 'sha256-def='",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('lets only the configured Studio frame a preview page', () => {
    const headers = htmlSecurityHeaders([], {
      sanityProjectId: null,
      contactApiUrl: '/v1/contact',
      previewStudioOrigin: 'https://agency.sanity.studio',
    });
    expect(headers['Content-Security-Policy']).toContain(
      'frame-ancestors https://agency.sanity.studio',
    );
    expect(headers).not.toHaveProperty('X-Frame-Options');
  });
});
