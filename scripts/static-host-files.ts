// Files the build writes beside the pre-rendered pages for search engines and static hosts:
// sitemap.xml and robots.txt on SITE_URL; every page's Content-Security-Policy (the hashes of
// its own inline scripts) in a <meta http-equiv> ahead of its first script; _headers (the
// Netlify / Cloudflare Pages format) with the headers every response carries; and _redirects
// plus nested 404.html copies for the not-found pages of /services/* and /case-studies/*.
//
// The policy lives in each page rather than in one _headers rule per page: a page is served
// with its policy under any path (an unknown one gets a fallback document), on any host, and
// _headers stays a handful of rules however many CMS slugs there are (Cloudflare Pages reads
// at most 100). `npm start` sends the same policy as a header as well.
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
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

export function robotsTxt(siteUrl: string) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
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
  const files = await htmlFiles(clientDir);
  const routes = files.map(routeOf);
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(site.siteUrl, routes));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site.siteUrl));

  for (const file of [...files, '404.html']) {
    const full = path.join(clientDir, file);
    const html = await readFile(full, 'utf8');
    await writeFile(full, withMetaCsp(html, cspOf(html, site)));
  }
  // Cloudflare Pages answers an unknown path with the nearest 404.html up the tree (its
  // _redirects has no 404 rewrite); Netlify follows the _redirects rules below.
  for (const section of NOT_FOUND_SECTIONS) {
    await copyFile(
      path.join(clientDir, section, NOT_FOUND_SLUG, 'index.html'),
      path.join(clientDir, section, '404.html'),
    );
  }
  await writeFile(
    path.join(clientDir, '_redirects'),
    NOT_FOUND_SECTIONS.map(
      (section) => `/${section}/*  /${section}/${NOT_FOUND_SLUG}/index.html  404`,
    ).join('\n') + '\n',
  );

  const blocks = [
    headerBlock('/*', { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': HEADER_ONLY_CSP }),
    // Vite fingerprints everything under /assets/: a changed file always gets a new name.
    headerBlock('/assets/*', { 'Cache-Control': IMMUTABLE_CACHE }),
  ];
  await writeFile(path.join(clientDir, '_headers'), `${blocks.join('\n\n')}\n`);
}
