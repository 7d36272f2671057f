// What `npm start` sends and what the build ships: security headers, no secrets in any file,
// and the SEO files on SITE_URL.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { inlineScripts, isExecutable } from '../../scripts/inline-scripts';
import { scriptHash } from '../../server/security-headers';
import { builtFiles, builtPages, CLIENT_BUILD } from '../utils/built-pages';
import {
  expect,
  LOCAL_ADMIN_PASSWORD,
  RESOURCE_STATUS,
  SITE_URL,
  test,
  waitForHydration,
} from '../utils/e2e';

/**
 * The build records no password (only its salted hash), so a build made with ADMIN_PASSWORD
 * tested without it must not pass on the default alone: both the local default from
 * vite.config.ts and this process's ADMIN_PASSWORD, when set, are looked for.
 */
const ADMIN_PASSWORDS = [
  ...new Set([LOCAL_ADMIN_PASSWORD, process.env.ADMIN_PASSWORD || LOCAL_ADMIN_PASSWORD]),
];
const SECRET_PATTERNS = [
  ...ADMIN_PASSWORDS.map((password) => new RegExp(password.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  /SANITY_[A-Z_]*TOKEN/, // SANITY_API_READ_TOKEN, SANITY_AUTH_TOKEN, …
  /\bsk[A-Za-z0-9]{60,}\b/, // Sanity API tokens
  /ADMIN_PASSWORD/,
];

test('every shipped JS file, fetched over HTTP, holds no admin password', async ({ request }) => {
  const scripts = builtFiles().filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) {
    const response = await request.get(
      `/${path.relative(CLIENT_BUILD, file).split(path.sep).join('/')}`,
    );
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const password of ADMIN_PASSWORDS) expect(text).not.toContain(password);
  }
});

test('no file in the build holds a token or the admin password', () => {
  const leaks = builtFiles()
    .filter((file) => !/\.(woff2?|png|jpe?g|webp|avif|ico)$/.test(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SECRET_PATTERNS.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${path.relative(CLIENT_BUILD, file)}: ${pattern}`,
      );
    });
  expect(leaks).toEqual([]);
});

test('pages carry the security headers, with no unsafe-inline scripts', async ({ request }) => {
  for (const route of ['/', '/services/seo', '/no-such-page']) {
    const response = await request.get(route);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain HTTP: HSTS is for the static hosts' HTTPS only (_headers).
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('a form posted to a page before the script runs is refused with 405, headers and all', async ({
  request,
}) => {
  const response = await request.post('/contact', { form: { fullName: 'Ravi' } });
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET, HEAD');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the page runs under its CSP without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(violations).toEqual([]);
});

/** A page's markup without its scripts: the hydration data quotes markup of its own. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

test('every page carries its own policy, matching its inline scripts, ahead of them', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(30);
  for (const { name, html } of pages) {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    const scriptSrc = /script-src [^;]+/.exec(policy ?? '')?.[0];
    // Every script a browser would run there, and nothing else; the build's nonce is gone.
    const hashes = new Set(
      inlineScripts(html)
        .filter(isExecutable)
        .map(({ body }) => scriptHash(body)),
    );
    expect(scriptSrc, name).toBe(`script-src 'self' ${[...hashes].join(' ')}`);
    expect(html, name).not.toMatch(/<script[^>]* nonce=/);
    // Browsers refuse frame-ancestors in a meta policy, with a console error.
    expect(policy, name).not.toContain('frame-ancestors');
    expect(html.indexOf('http-equiv="Content-Security-Policy"'), name).toBeLessThan(
      html.indexOf('<script'),
    );
  }
});

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

test('every link off the site, on every page, opens safely', () => {
  const siteHost = new URL(SITE_URL).host;
  const unsafe: string[] = [];
  let external = 0;
  for (const { name, html } of builtPages()) {
    for (const [tag] of withoutScripts(html).matchAll(/<a\b[^>]*>/g)) {
      const href = attribute(tag, 'href') ?? '';
      const offSite = /^https?:\/\//.test(href) && new URL(href).host !== siteHost;
      if (!offSite && attribute(tag, 'target') !== '_blank') continue;
      external += 1;
      const rel = (attribute(tag, 'rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${name}: ${tag}`);
    }
  }
  // The footer's social profiles are on every page: the check must have links to look at.
  expect(external).toBeGreaterThan(30);
  expect(unsafe).toEqual([]);
});

test('every picture on every page keeps its box before it loads (width and height)', () => {
  const unsized: string[] = [];
  let images = 0;
  for (const { name, html } of builtPages()) {
    for (const [tag] of withoutScripts(html).matchAll(/<img\b[^>]*>/g)) {
      images += 1;
      if (!attribute(tag, 'width') || !attribute(tag, 'height')) unsized.push(`${name}: ${tag}`);
    }
  }
  expect(images).toBeGreaterThan(30);
  expect(unsized).toEqual([]);
});

test('static hosts get the shared headers, caching and not-found rules in a few lines', () => {
  const headers = readFileSync(path.join(CLIENT_BUILD, '_headers'), 'utf8');
  // One rule for every response, one for the fingerprinted assets and one for each file at the
  // root that is not a page, whatever the number of CMS slugs: Cloudflare Pages reads at most
  // 100 rules.
  const rules = headers.match(/^\S.*$/gm)!;
  expect(rules.slice(0, 2)).toEqual(['/*', '/assets/*']);
  expect(rules.length).toBeLessThan(20);
  expect(headers).toContain('X-Content-Type-Options: nosniff');
  expect(headers).toContain("Content-Security-Policy: frame-ancestors 'none'");
  expect(headers).toContain('Cache-Control: public, max-age=31536000, immutable');
  expect(headers).toContain('Strict-Transport-Security: max-age=31536000\n');

  // Netlify reads these; Cloudflare Pages answers with the nearest 404.html itself.
  const redirects = readFileSync(path.join(CLIENT_BUILD, '_redirects'), 'utf8');
  expect(redirects).toBe(
    '/services/:slug  /services/404.html  404\n/case-studies/:slug  /case-studies/404.html  404\n',
  );
  for (const section of ['services', 'case-studies']) {
    expect(readFileSync(path.join(CLIENT_BUILD, section, '404.html'), 'utf8')).toContain('noindex');
  }
});

test('static hosts cache the icons, the manifest and the other files at the root as npm start does', async ({
  request,
}) => {
  const headers = readFileSync(path.join(CLIENT_BUILD, '_headers'), 'utf8');
  const cacheRules = new Map(
    [...headers.matchAll(/^(\/\S*)\n {2}Cache-Control: (.+)$/gm)].map(([, rule, value]) => [
      rule!,
      value!,
    ]),
  );
  const rootFiles = readdirSync(CLIENT_BUILD).filter(
    (name) =>
      statSync(path.join(CLIENT_BUILD, name)).isFile() &&
      !/\.(html|data)$/.test(name) &&
      !name.startsWith('_'),
  );
  for (const file of ['favicon.svg', 'manifest.webmanifest', 'apple-touch-icon.png']) {
    expect(rootFiles).toContain(file);
  }
  for (const file of rootFiles) {
    const served = (await request.get(`/${file}`)).headers()['cache-control'];
    expect(served, file).toMatch(/max-age=[1-9]/);
    expect(cacheRules.get(`/${file}`), file).toBe(served);
  }
});

test('every page is <path>.html, which static hosts serve at the URL the sitemap names', async ({
  request,
}) => {
  // Cloudflare Pages serves a folder's index.html at `/about/` and redirects `/about` there.
  const folderIndexes = builtFiles()
    .map((file) => path.relative(CLIENT_BUILD, file))
    .filter((file) => path.basename(file) === 'index.html' && file !== 'index.html');
  expect(folderIndexes).toEqual([]);

  const sitemap = readFileSync(path.join(CLIENT_BUILD, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(routes.length).toBeGreaterThan(30);
  for (const route of routes) {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    expect(existsSync(path.join(CLIENT_BUILD, file)), file).toBe(true);
    // npm start, like those hosts, answers the URL itself, not a redirect.
    expect((await request.get(route, { maxRedirects: 0 })).status(), route).toBe(200);
  }
});

test('other spellings of a page address redirect to it, on this site only', async ({
  request,
  baseURL,
}) => {
  for (const [target, location] of [
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/services/seo/?ref=mail', '/services/seo?ref=mail'],
    ['//case-studies', '/case-studies'],
    ['//evil.example/case-studies', '/evil.example/case-studies'],
  ]) {
    // On the origin: alone, `//case-studies` would name a host.
    const response = await request.get(`${baseURL}${target}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(301);
    expect(response.headers()['location'], target).toBe(location);
  }
});

test("npm start keeps the host's own files to itself", async ({ request }) => {
  for (const target of ['/_headers', '/_redirects', '/services/404', '/services/404.html']) {
    expect((await request.get(target)).status(), target).toBe(404);
  }
});

test.describe('fallback documents', () => {
  // The browser logs the 404 status of the fallback document itself as a failed resource.
  test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });

  test('hydrate under an unknown path, under their own policy', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('sitemap.xml lists every pre-rendered page on SITE_URL, robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const route of [
    '/',
    '/about',
    '/services/seo',
    '/case-studies/web-app-development',
    '/blockchain',
  ]) {
    expect(locs).toContain(`${SITE_URL}${route}`);
  }
  expect(locs.some((loc) => loc?.includes('__not-found') || loc?.endsWith('/404'))).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  // A crawler kept out of /admin would never see its noindex.
  expect(robots).not.toContain('Disallow');
});

test('structured data: Organization everywhere, FAQPage and JobPosting where they belong', async ({
  page,
}) => {
  const types = async () =>
    page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => {
        const data = JSON.parse(script.textContent ?? 'null') as
          { '@type': string } | { '@type': string }[];
        return (Array.isArray(data) ? data : [data]).map((item) => item['@type']);
      }),
    );
  await page.goto('/services/ppc');
  expect(await types()).toEqual(
    expect.arrayContaining(['Organization', 'FAQPage', 'BreadcrumbList']),
  );
  await page.goto('/careers');
  const jobTypes = await types();
  expect(jobTypes.filter((type) => type === 'JobPosting')).toHaveLength(2);
  const html = await page.content();
  expect(html).toContain('"currency":"INR"');

  // The office address in parts from Site settings, for the company and each posting.
  const items = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.flatMap((script) => [JSON.parse(script.textContent ?? 'null') as unknown].flat()),
    );
  const ofType = (type: string) =>
    items.filter((item) => (item as { '@type': string })['@type'] === type) as Record<
      string,
      unknown
    >[];
  const office = {
    '@type': 'PostalAddress',
    streetAddress: 'Level 5, 21 Residency Road, Shanthala Nagar',
    addressLocality: 'Bengaluru',
    addressRegion: 'Karnataka',
    postalCode: '560025',
    addressCountry: 'IN',
  };
  const [organization] = ofType('Organization');
  expect(organization?.address).toEqual(office);
  // A raster logo, as search engines ask: the CMS logo is an SVG. Each posting's hiring
  // organisation shows the same one.
  const logo = new URL(String(organization?.logo));
  expect(logo.searchParams.get('fm')).toBe('png');
  expect(logo.searchParams.get('w')).toBe('512');
  expect(logo.searchParams.has('auto')).toBe(false);
  for (const posting of ofType('JobPosting')) {
    expect(posting.jobLocation).toEqual({ '@type': 'Place', address: office });
    expect(posting.hiringOrganization).toMatchObject({ logo: logo.href });
  }
});

test('every page has a favicon set, a manifest and an Open Graph image', async ({
  page,
  request,
}) => {
  await page.goto('/case-studies/web-app-development');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https?:\/\/.+/,
  );
  for (const href of [
    '/favicon.svg',
    '/apple-touch-icon.png',
    '/manifest.webmanifest',
    '/og-default.png',
  ]) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  // Asked for by some browsers, feed readers and tools whatever the page links.
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  expect((await ico.body()).subarray(0, 6)).toEqual(Buffer.from([0, 0, 1, 0, 2, 0]));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
});

test('the manifest icons are served, and the maskable one fills its square', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe(icon.type);
  }
  const maskable = manifest.icons.filter((icon) => icon.purpose?.split(' ').includes('maskable'));
  expect(maskable.map((icon) => icon.sizes)).toEqual(['512x512']);
  // A launcher crops a maskable icon to its own shape, keeping only the central circle
  // (80% of the width) for sure: the corners must be painted, not transparent, and the mark
  // must sit inside that circle, so just outside it is the plain background.
  await page.goto('/');
  const samples = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixel = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
    const size = image.naturalWidth;
    const offset = size / 2 - (size * 0.4) / Math.SQRT2 - 4; // just outside the safe circle
    return {
      size: [image.naturalWidth, image.naturalHeight],
      corners: [pixel(0, 0), pixel(size - 1, 0), pixel(0, size - 1), pixel(size - 1, size - 1)],
      outsideSafeZone: [pixel(offset, offset), pixel(size - offset, offset)],
    };
  }, maskable[0]!.src);
  expect(samples.size).toEqual([512, 512]);
  for (const [, , , alpha] of samples.corners) expect(alpha).toBe(255);
  // Outside the safe circle there is only the gradient (blue-violet to cyan), never the white mark.
  for (const [red, green, blue] of samples.outsideSafeZone)
    expect(Math.min(red!, green!, blue!)).toBeLessThan(200);
});
