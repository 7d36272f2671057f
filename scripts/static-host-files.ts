// Files the build writes beside the pre-rendered pages for search engines and static hosts:
// sitemap.xml and robots.txt on SITE_URL, and _headers (the Netlify / Cloudflare Pages format)
// carrying the same security headers `npm start` sends, with each page's own CSP hashes.
//
// A static host answers an unknown path with a fallback document (404.html, or a not-found
// slug page for /services/* and /case-studies/*) under the path asked for, which matches only
// the `/*` rule of _headers: no CSP. Those documents therefore carry their policy themselves,
// in a <meta http-equiv> ahead of their first script.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  BASE_SECURITY_HEADERS,
  htmlSecurityHeaders,
  type SiteOrigins,
} from '../server/security-headers.ts';
import { NOT_FOUND_SLUG } from '../web/lib/paths.ts';

/** The documents a static host serves under paths the build has no file for. */
export const FALLBACK_DOCUMENTS = [
  '404.html',
  `services/${NOT_FOUND_SLUG}/index.html`,
  `case-studies/${NOT_FOUND_SLUG}/index.html`,
];

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
 * directive is left out; X-Frame-Options in the `/*` rule still forbids framing.
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

  for (const file of FALLBACK_DOCUMENTS) {
    const full = path.join(clientDir, file);
    const html = await readFile(full, 'utf8');
    await writeFile(full, withMetaCsp(html, cspOf(html, site)));
  }

  const blocks = [headerBlock('/*', BASE_SECURITY_HEADERS)];
  for (const file of files.sort()) {
    const csp = cspOf(await readFile(path.join(clientDir, file), 'utf8'), site);
    const route = routeOf(file);
    blocks.push(headerBlock(route, { 'Content-Security-Policy': csp }));
    if (route !== '/') blocks.push(headerBlock(`${route}/`, { 'Content-Security-Policy': csp }));
  }
  const notFound = await readFile(path.join(clientDir, '404.html'), 'utf8');
  blocks.push(headerBlock('/404.html', { 'Content-Security-Policy': cspOf(notFound, site) }));
  await writeFile(path.join(clientDir, '_headers'), `${blocks.join('\n\n')}\n`);
}
