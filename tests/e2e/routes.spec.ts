// Every route, loaded directly from the pre-rendered build: status 200, its own head tags, its
// text in Inter's small subsets, no console error, no hydration warning, images loading as they
// should, no serious axe finding, and room for text at 200%; and every pre-rendered slug page.
import type { Page } from '@playwright/test';

import { prerenderSlugsQuery } from '../../web/lib/prerender-paths';
import { expect, RESOURCE_STATUS, SITE_URL, test, waitForHydration } from '../utils/e2e';
import {
  blockingViolations,
  expectTheme,
  openInTheme,
  THEMES,
  VIEWPORTS,
  type Theme,
} from '../utils/e2e-axe';
import { expectImagesLoadAsTheyShould, recordLcpCandidates } from '../utils/image-loading';
import { largeTextProblems } from '../utils/e2e-layout';
import { SITE_ROUTES, UNKNOWN_ROUTE } from '../utils/site-routes';

/** Hydrated, and done loading what hydration asked for. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** The head tags every page must carry, each with how often it occurs. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((node) => node.getAttribute(attribute));
    return {
      title: [...document.head.querySelectorAll('title')].map((node) => node.textContent),
      description: all('meta[name="description"]', 'content'),
      keywords: all('meta[name="keywords"]', 'content'),
      canonical: all('link[rel="canonical"]', 'href'),
      ogType: all('meta[property="og:type"]', 'content'),
      ogTitle: all('meta[property="og:title"]', 'content'),
      ogDescription: all('meta[property="og:description"]', 'content'),
      ogUrl: all('meta[property="og:url"]', 'content'),
      ogSiteName: all('meta[property="og:site_name"]', 'content'),
      ogImage: all('meta[property="og:image"]', 'content'),
    };
  });
}

/** Checks the head tags of the page at `route`: one of each, filled in and agreeing. */
async function expectHeadTags(page: Page, route: string) {
  const head = await headTags(page);
  const title = head.title[0] ?? '';
  const description = head.description[0] ?? '';
  const url = `${SITE_URL}${route}`;
  expect(head, route).toEqual({
    title: [expect.stringMatching(/\S.* \| Nexora Digital$|^Nexora Digital \| \S/)],
    description: [expect.stringMatching(/^\S.{19,}/)],
    keywords: [expect.stringMatching(/^\S[^,]*(, \S[^,]*)*$/)],
    canonical: [url],
    ogType: ['website'],
    ogTitle: [title],
    ogDescription: [description],
    ogUrl: [url],
    ogSiteName: ['Nexora Digital'],
    ogImage: [expect.stringMatching(/^https?:\/\/\S+$/)],
  });
}

/** Loads as a visitor in `theme` would, recording LCP candidates and the fonts fetched. */
async function open(page: Page, route: string, theme: Theme) {
  await openInTheme(page, theme);
  await recordLcpCandidates(page);
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
  });
  const response = await page.goto(route);
  return { response: response!, fonts };
}

/**
 * Images, axe on the page as a visitor sees it once loaded, then the layout with text at 200%:
 * nothing scrolls sideways or is cut off at the side.
 */
async function expectImagesAxeAndLargeText(page: Page, theme: Theme) {
  await expectImagesLoadAsTheyShould(page);
  await expectTheme(page, theme);
  expect(await blockingViolations(page)).toEqual([]);
  expect(await largeTextProblems(page)).toEqual([]);
}

// Each route once, the themes and widths taking turns route by route, so both themes are seen at
// both widths; Home, the richest page, in both themes.
const CHECKS = [
  ...SITE_ROUTES.map((route, index) => ({
    route,
    theme: THEMES[index % THEMES.length]!,
    viewport: VIEWPORTS[Math.floor(index / THEMES.length) % VIEWPORTS.length]!,
  })),
  { route: '/', theme: THEMES[1]!, viewport: VIEWPORTS[1]! },
];

for (const { route, theme, viewport } of CHECKS) {
  test.describe(`${theme} theme at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`${route} loads pre-rendered and whole: head tags, fonts, images, axe, large text`, async ({
      page,
    }) => {
      // A page load, the image checks, a full axe scan and two layouts.
      test.slow();
      const { response, fonts } = await open(page, route, theme);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      await settled(page);
      await expect(page.locator('h1')).toHaveCount(1);
      // After hydration, so the tags React renders replace the pre-rendered ones without doubling.
      await expectHeadTags(page, route);

      // Only the preloaded core (and the rupee subset where a salary shows), never Fontsource's
      // full Latin or Latin Extended files; and the heading is drawn in Inter itself.
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.filter((font) => !/\/inter-(core|symbols)-[\w-]+\.woff2$/.test(font))).toEqual(
        [],
      );
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'h1',
      });
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(used.map((font) => font.familyName)).toEqual(['Inter']);

      await expectImagesAxeAndLargeText(page, theme);
    });
  });
}

test.describe('not-found pages', () => {
  // The browser logs the page's own 404 status as a failed resource.
  test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });

  // Each answers any unknown address with a page pre-rendered under a made-up one (/404,
  // /services/__not-found): it names no address, neither that one nor the one asked for, and
  // stays out of search results.
  for (const [index, route] of [
    UNKNOWN_ROUTE,
    '/services/no-such-service',
    '/case-studies/no-such-case-study',
  ].entries()) {
    const theme = THEMES[index % THEMES.length]!;
    test(`${route} has head tags without a canonical link or og:url, before and after hydration`, async ({
      page,
    }) => {
      const { response } = await open(page, route, theme);
      expect(response.status()).toBe(404);
      const head = /<head>.*<\/head>/s.exec(await response.text())?.[0] ?? '';
      expect(head).toMatch(/<title>[^<]*Not Found \| Nexora Digital<\/title>/);
      expect(head).not.toMatch(/rel="canonical"|property="og:url"|__not-found|\/404\b/);
      await settled(page);
      expect(await headTags(page)).toMatchObject({
        title: [expect.stringMatching(/Not Found \| Nexora Digital$/)],
        description: [expect.stringMatching(/\S/)],
        keywords: [expect.stringMatching(/not found/)],
        canonical: [],
        ogUrl: [],
        ogSiteName: ['Nexora Digital'],
        ogImage: [expect.stringMatching(/^https?:\/\/\S+$/)],
      });
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      if (route === UNKNOWN_ROUTE) await expectImagesAxeAndLargeText(page, theme);
    });
  }
});

test('every service and case study page the build pre-renders answers 200 with its title', async ({
  request,
}) => {
  // The build's own list (web/lib/prerender-paths.ts), read from the local content lake.
  const read = async <T>(query: string) => {
    const response = await request.get('/v2025-05-15/data/query/production', {
      params: { query },
    });
    expect(response.status(), query).toBe(200);
    return ((await response.json()) as { result: T }).result;
  };
  const slugs = await read<{ services: string[]; caseStudies: string[] }>(prerenderSlugsQuery);
  const titles = new Map(
    (
      await read<{ type: string; slug: string; title: string }[]>(
        `*[_type in ["service", "caseStudy"] && defined(slug.current)]{ "type": _type, "slug": slug.current, title }`,
      )
    ).map(({ type, slug, title }) => [`${type}/${slug}`, title]),
  );
  const pages = [
    ...slugs.services.map((slug) => ({ path: `/services/${slug}`, key: `service/${slug}` })),
    ...slugs.caseStudies.map((slug) => ({
      path: `/case-studies/${slug}`,
      key: `caseStudy/${slug}`,
    })),
  ];
  // The seed's 12 service pages and 6 case studies, at least.
  expect(slugs.services.length).toBeGreaterThanOrEqual(12);
  expect(slugs.caseStudies.length).toBeGreaterThanOrEqual(6);

  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const wrong: string[] = [];
  for (const { path, key } of pages) {
    const response = await request.get(path);
    const h1 = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1];
    const expected = escapeHtml(titles.get(key) ?? '(no title)');
    if (response.status() !== 200 || h1 !== expected) {
      wrong.push(`${path}: ${response.status()} <h1>${h1 ?? '(none)'}</h1>, expected ${expected}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('after hydration, links navigate client-side without a full reload, head tags and all', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle('About Us | Nexora Digital');
  await expectHeadTags(page, '/about');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('a page asks for all of its scripts at once, not one import level at a time', async ({
  page,
}) => {
  // The manifest script is held back: React DOM's chunk is imported only at the end of the chain
  // it starts, so it is requested meanwhile only if preloaded; otherwise a slow phone pays a round
  // trip per level before the page responds to a tap.
  let releaseManifest = () => {};
  const manifestHeld = new Promise<void>((resolve) => (releaseManifest = resolve));
  await page.route(/\/assets\/manifest-[\w-]+\.js$/, async (route) => {
    await manifestHeld;
    await route.fallback();
  });
  const entryRequested = page.waitForRequest(/\/assets\/entry\.client-[\w-]+\.js$/, {
    timeout: 5000,
  });

  await page.goto('/contact', { waitUntil: 'commit' });
  try {
    await entryRequested;
  } finally {
    releaseManifest();
  }
  await waitForHydration(page);
});
