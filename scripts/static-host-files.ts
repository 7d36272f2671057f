// The last step of the build, for search engines and static hosts: each pre-rendered page
// moves from `<path>/index.html` to `<path>.html`, which Cloudflare Pages and Netlify serve at
// `/<path>`, the address every canonical link and the sitemap name (a folder's index.html is
// served at `/<path>/`, and `/<path>` redirects there); the not-found pages become the
// 404.html of their section; sitemap.xml and robots.txt on SITE_URL; every page's
// Content-Security-Policy (the hashes of its own inline scripts) in a <meta http-equiv> ahead of
// its first script; _headers (the Netlify / Cloudflare Pages format) with the headers every
// response carries; and _redirects for the not-found pages of /services/* and /case-studies/*.
//
// The policy lives in each page rather than in one _headers rule per page: a page is served
// with its policy under any path (an unknown one gets a fallback document), on any host, and
// _headers stays a handful of rules however many CMS slugs there are (Cloudflare Pages reads
// at most 100). `npm start` sends the same policy as a header as well.
import { readdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  BASE_SECURITY_HEADERS,
  htmlSecurityHeaders,
  type SiteOrigins,
} from '../server/security-headers.ts';
import { IMMUTABLE_CACHE } from '../server/http.ts';
import { NOT_FOUND_SLUG } from '../web/lib/paths.ts';

/** Path prefixes whose unknown paths get their own not-found page, which hydrates there. */
export const NOT_FOUND_SECTIONS = ['services', 'case-studies'];

/**
 * What a page's meta policy cannot say (browsers ignore frame-ancestors in a meta tag), sent
 * with every response. A second policy only narrows the first: both are enforced.
 */
export const HEADER_ONLY_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** Pre-rendered pages that are not content: the 404 page and the not-found slugs. */
function isIndexable(route: string) {
  return route !== '/404' && !route.endsWith(`/${NOT_FOUND_SLUG}`) && route !== '/admin';
}

async function htmlFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, base);
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
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('No <meta charSet="utf-8"/> to put the policy after');
  return html.replace(charset, (tag) => `${tag}${meta}`);
}

const cspOf = (html: string, site: SiteOrigins) =>
  htmlSecurityHeaders(html, site)['Content-Security-Policy']!;

export async function writeStaticHostFiles(
  clientDir: string,
  site: SiteOrigins & { siteUrl: string },
) {
  const routes = (await htmlFiles(clientDir)).map(routeOf);
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(site.siteUrl, routes));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site.siteUrl));

  for (const route of routes) {
    const folder = path.join(clientDir, route);
    const file = path.join(clientDir, pageFile(route));
    if (route !== '/') {
      await rename(path.join(folder, 'index.html'), file);
      // Left empty unless it holds nested pages (services/ holds services/seo.html).
      if ((await readdir(folder)).length === 0) await rmdir(folder);
    }
    const html = await readFile(file, 'utf8');
    await writeFile(file, withMetaCsp(html, cspOf(html, site)));
  }
  // Netlify answers an unknown path with the root 404.html only; these rules send the
  // sections' own. Cloudflare Pages' _redirects has no 404 status: it finds them itself.
  await writeFile(
    path.join(clientDir, '_redirects'),
    NOT_FOUND_SECTIONS.map((section) => `/${section}/*  /${section}/404.html  404`).join('\n') +
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
  ];
  await writeFile(path.join(clientDir, '_headers'), `${blocks.join('\n\n')}\n`);
}
