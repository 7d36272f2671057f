// Files the build writes beside the pre-rendered pages for search engines and static hosts:
// sitemap.xml and robots.txt on SITE_URL, and _headers (the Netlify / Cloudflare Pages format)
// carrying the same security headers `npm start` sends, with each page's own CSP hashes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  BASE_SECURITY_HEADERS,
  htmlSecurityHeaders,
  type SiteOrigins,
} from '../server/security-headers.ts';
import { NOT_FOUND_SLUG } from '../web/lib/paths.ts';

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

export async function writeStaticHostFiles(
  clientDir: string,
  site: SiteOrigins & { siteUrl: string },
) {
  const files = await htmlFiles(clientDir);
  const routes = files.map(routeOf);
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(site.siteUrl, routes));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site.siteUrl));

  const blocks = [headerBlock('/*', BASE_SECURITY_HEADERS)];
  for (const file of files.sort()) {
    const html = await readFile(path.join(clientDir, file), 'utf8');
    const csp = htmlSecurityHeaders(html, site)['Content-Security-Policy']!;
    const route = routeOf(file);
    blocks.push(headerBlock(route, { 'Content-Security-Policy': csp }));
    if (route !== '/') blocks.push(headerBlock(`${route}/`, { 'Content-Security-Policy': csp }));
  }
  const notFound = await readFile(path.join(clientDir, '404.html'), 'utf8');
  blocks.push(
    headerBlock('/404.html', {
      'Content-Security-Policy': htmlSecurityHeaders(notFound, site)['Content-Security-Policy']!,
    }),
  );
  await writeFile(path.join(clientDir, '_headers'), `${blocks.join('\n\n')}\n`);
}
