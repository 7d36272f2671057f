// The build's last step, for static hosts: pages move to `<path>.html` (served at `/<path>`, the
// canonical address), not-found pages become their section's 404.html, and each page gets its CSP
// in a meta tag, so _headers stays a few rules on any host. Also sitemap, robots and _redirects.
import { readdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  BASE_SECURITY_HEADERS,
  HEADER_ONLY_CSP,
  htmlSecurityHeaders,
  type SiteOrigins,
} from '../server/security-headers.ts';
import { IMMUTABLE_CACHE } from '../server/http.ts';
import { NOT_FOUND_SLUG } from '../web/lib/paths.ts';
import { sortPageScripts } from './inline-scripts.ts';

/** Path prefixes whose unknown paths get their own not-found page, which hydrates there. */
export const NOT_FOUND_SECTIONS = ['services', 'case-studies'];

/** The site's not-found page and the sections' (their not-found slug), written as 404.html. */
const isNotFoundRoute = (route: string) => route === '/404' || route.endsWith(`/${NOT_FOUND_SLUG}`);

/** Pre-rendered pages that are not content: the 404 page and the not-found slugs. */
function isIndexable(route: string) {
  return !isNotFoundRoute(route) && route !== '/admin';
}

/** The pre-rendered pages as React Router writes them: `<path>/index.html`, relative to `dir`. */
export async function pageIndexFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : pageIndexFiles(full, base);
      return entry.name === 'index.html' ? [path.relative(base, full)] : [];
    }),
  );
  return nested.flat();
}

function routeOf(indexFile: string) {
  const dir = path.dirname(indexFile);
  return dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
}

/**
 * Where a route's page ends up, relative to the build: `about.html` for /about, `index.html`
 * for /, and `404.html` for /404 and for a section's not-found slug (`services/404.html`):
 * Cloudflare Pages answers an unknown path with the nearest 404.html up the tree.
 */
export function pageFile(route: string) {
  if (route === '/') return 'index.html';
  const notFound = route.endsWith(`/${NOT_FOUND_SLUG}`);
  return `${(notFound ? `${path.posix.dirname(route)}/404` : route).slice(1)}.html`;
}

/**
 * Why the pages cannot each get their own `<path>.html`, or [] when they can: two routes sharing
 * a file, a page named `index` or `404` (which hosts read as something else), or a page
 * overwriting a file in the build (`existing`, relative paths with `/`).
 */
export function pageFileConflicts(routes: string[], existing: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const routesByFile = new Map<string, string[]>();
  for (const route of routes) {
    const file = pageFile(route);
    routesByFile.set(file, [...(routesByFile.get(file) ?? []), route]);
    const name = path.posix.basename(file);
    if (name === 'index.html' && file !== 'index.html') {
      problems.push(
        `${route} would be written to ${file}, which static hosts serve at /${path.posix.dirname(file)}/ instead.`,
      );
    } else if (name === '404.html' && !isNotFoundRoute(route)) {
      problems.push(
        `${route} would be written to ${file}, the not-found page static hosts answer unknown addresses with.`,
      );
    }
    const source = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    if (file !== source && existing.has(file)) {
      problems.push(`${route} would overwrite ${file}, which the build already holds.`);
    }
  }
  for (const [file, sharing] of routesByFile) {
    if (sharing.length > 1)
      problems.push(`${sharing.join(' and ')} would both be written to ${file}.`);
  }
  return problems;
}

/** Every file under `dir`, relative to it, with `/` between folders. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, routes: string[]) {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = routes
    .filter(isIndexable)
    .sort()
    .map(
      (route) => `  <url><loc>${xmlEscape(`${base}${route === '/' ? '/' : route}`)}</loc></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

// Nothing is disallowed: a crawler kept out of /admin would never read its noindex, and could
// still list the bare URL from links elsewhere.
export function robotsTxt(siteUrl: string) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}

function headerBlock(pattern: string, headers: Record<string, string>) {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
    '\n',
  );
}

/**
 * The policy as a <meta http-equiv> right after the charset, before any script. A policy in a
 * meta tag cannot hold frame-ancestors (browsers ignore it with a console error), so that
 * directive is left out; the `/*` rule of _headers sends it (HEADER_ONLY_CSP).
 */
export function withMetaCsp(html: string, csp: string) {
  const policy = csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const charset = /<meta charSet="utf-8"\/?>/i;
  if (!charset.test(html)) throw new Error('No <meta charSet="utf-8"/> to put the policy after');
  return html.replace(charset, (tag) => `${tag}${meta}`);
}

/** How long browsers keep the build's own files that are not fingerprinted, as server/static.ts. */
const PUBLIC_FILE_CACHE = 'public, max-age=3600';

/** Files at the build's root other than pages, their .data and the host's own `_` files. */
async function publicFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(html|data)$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => !name.startsWith('_'))
    .sort();
}

/**
 * Rewrites the build for static hosts. `scriptNonce` marks the inline scripts the site wrote;
 * throws, before any file changes, when a page would get no file of its own or holds another.
 */
export async function writeStaticHostFiles(
  clientDir: string,
  site: SiteOrigins & { siteUrl: string },
  scriptNonce: string,
) {
  const routes = (await pageIndexFiles(clientDir)).map(routeOf);
  // Checked before anything moves, so a refused build leaves every page where it was written.
  const conflicts = pageFileConflicts(routes, new Set(await filesUnder(clientDir)));
  if (conflicts.length > 0) {
    throw new Error(
      `Some pages would not get a file of their own in ${clientDir}:\n` +
        conflicts.map((line) => `  - ${line}`).join('\n') +
        '\nA service or case study whose slug is "index" or "404" does this: give it another ' +
        'slug in the CMS and build again.',
    );
  }
  const pages = await Promise.all(
    routes.map(async (route) => {
      const html = await readFile(path.join(clientDir, route, 'index.html'), 'utf8');
      return { route, ...sortPageScripts(html, scriptNonce) };
    }),
  );
  const foreign = pages.flatMap(({ route, foreign }) =>
    foreign.map((script) => `${route}: ${script}`),
  );
  if (foreign.length > 0) {
    throw new Error(
      'Some pages hold inline scripts the site did not write, which their security policy ' +
        `would have to allow:\n${foreign.map((line) => `  - ${line}`).join('\n')}\n` +
        'Text from the CMS that reaches a page as raw HTML does this: find where the page ' +
        'renders it without escaping.',
    );
  }
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(site.siteUrl, routes));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site.siteUrl));

  for (const { route, html, scriptHashes } of pages) {
    const folder = path.join(clientDir, route);
    const file = path.join(clientDir, pageFile(route));
    if (route !== '/') {
      await rename(path.join(folder, 'index.html'), file);
      // Left empty unless it holds nested pages (services/ holds services/seo.html).
      if ((await readdir(folder)).length === 0) await rmdir(folder);
    }
    const csp = htmlSecurityHeaders(scriptHashes, site)['Content-Security-Policy']!;
    await writeFile(file, withMetaCsp(html, csp));
  }
  // Netlify answers unknown paths with the root 404.html only; these send the sections' own, for
  // one segment only: /services/a/b is no service's address. Cloudflare Pages finds them itself,
  // and its _redirects has no 404 status.
  await writeFile(
    path.join(clientDir, '_redirects'),
    NOT_FOUND_SECTIONS.map((section) => `/${section}/:slug  /${section}/404.html  404`).join('\n') +
      '\n',
  );

  const blocks = [
    headerBlock('/*', {
      ...BASE_SECURITY_HEADERS,
      'Content-Security-Policy': HEADER_ONLY_CSP,
      // Static hosts serve HTTPS only. Without includeSubDomains or preload: the agency's other
      // subdomains are not this site's to commit to HTTPS.
      'Strict-Transport-Security': 'max-age=31536000',
    }),
    // Vite fingerprints everything under /assets/: a changed file always gets a new name.
    headerBlock('/assets/*', { 'Cache-Control': IMMUTABLE_CACHE }),
    // The files at the root that are not pages (icons, manifest, fallback logo, sitemap...):
    // cached for an hour, as `npm start` serves them, instead of the hosts' revalidation on every
    // request. One rule each: a handful, whatever the number of pages.
    ...(await publicFiles(clientDir)).map((file) =>
      headerBlock(`/${file}`, { 'Cache-Control': PUBLIC_FILE_CACHE }),
    ),
  ];
  await writeFile(path.join(clientDir, '_headers'), `${blocks.join('\n\n')}\n`);
}
