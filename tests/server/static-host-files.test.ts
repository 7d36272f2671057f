// The build's last step: every pre-rendered page moves to its own `<path>.html`, and a build
// whose pages cannot each have one (a CMS slug named after a file the build writes) fails
// instead of shipping a page in another page's place.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pageFileConflicts, writeStaticHostFiles } from '../../scripts/static-host-files.ts';

/** What React Router writes before the last step: a folder's index.html per route. */
const PRE_RENDERED = [
  '/',
  '/404',
  '/services',
  '/services/seo',
  '/services/__not-found',
  '/case-studies',
  '/case-studies/cloud-migration',
  '/case-studies/__not-found',
];
const sourcesOf = (routes: string[]) =>
  new Set(routes.map((route) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)));

describe('pageFileConflicts', () => {
  it('finds none when every route has a file of its own', () => {
    expect(pageFileConflicts(PRE_RENDERED, sourcesOf(PRE_RENDERED))).toEqual([]);
  });

  it('refuses a service slug "index", whose file static hosts serve at /services/', () => {
    const routes = [...PRE_RENDERED, '/services/index'];

    expect(pageFileConflicts(routes, sourcesOf(routes))).toEqual([
      '/services/index would be written to services/index.html, which static hosts serve at /services/ instead.',
      '/services/index would overwrite services/index.html, which the build already holds.',
    ]);
  });

  it('refuses a case study slug "404", which would replace its section’s not-found page', () => {
    const routes = [...PRE_RENDERED, '/case-studies/404'];

    expect(pageFileConflicts(routes, sourcesOf(routes))).toEqual([
      '/case-studies/404 would be written to case-studies/404.html, the not-found page static hosts answer unknown addresses with.',
      '/case-studies/__not-found and /case-studies/404 would both be written to case-studies/404.html.',
    ]);
  });

  it('refuses a page that would overwrite a file the build already holds', () => {
    expect(pageFileConflicts(['/', '/offline'], new Set(['index.html', 'offline.html']))).toEqual([
      '/offline would overwrite offline.html, which the build already holds.',
    ]);
  });
});

describe('writeStaticHostFiles', () => {
  let folder: string;
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title></head></html>`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'static-host-files-'));
    for (const route of [...PRE_RENDERED, '/case-studies/404']) {
      const file = path.join(folder, route, 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page(route));
    }
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('fails the build, naming the slug, and moves no page', async () => {
    const site = {
      sanityProjectId: null,
      contactApiUrl: '/v1/contact',
      siteUrl: 'https://x.example',
    };

    const failure = await writeStaticHostFiles(folder, site, 'build-nonce').then(
      () => undefined,
      (error: unknown) => String(error),
    );

    expect(failure).toContain('/case-studies/404 would be written to case-studies/404.html');
    expect(failure).toContain('would both be written to case-studies/404.html');
    expect(failure).toContain('give it another slug in the CMS and build again');
    for (const route of ['/case-studies/404', '/case-studies/__not-found', '/services']) {
      expect(await readFile(path.join(folder, route, 'index.html'), 'utf8')).toBe(page(route));
    }
  });
});
