// Below-the-fold images load lazily and the LCP image eagerly with fetchpriority high: wherever the
// largest contentful paint is an image it was asked for at once and first, not found lazily after
// layout, and every picture that starts below the fold waits until it is near.
import type { Page } from '@playwright/test';

import { expect, RESOURCE_STATUS, test } from '../utils/e2e';
import { SITE_ROUTES, UNKNOWN_ROUTE } from '../utils/site-routes';

/** What the page's LCP candidate was when Chromium reported it. */
interface LcpCandidate {
  tag: string;
  /** The image's URL, empty for text. */
  url: string;
  loading: string | null;
  fetchpriority: string | null;
  alt: string | null;
}

declare global {
  interface Window {
    __lcpCandidates?: LcpCandidate[];
  }
}

/**
 * Records every LCP candidate as it is reported, with the attributes its element had then:
 * the pre-rendered still row of a carousel, say, is replaced once the page has hydrated.
 */
async function recordLcpCandidates(page: Page) {
  await page.addInitScript(() => {
    window.__lcpCandidates = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        const element = entry.element;
        window.__lcpCandidates!.push({
          tag: element?.tagName.toLowerCase() ?? '',
          url: entry.url,
          loading: element?.getAttribute('loading') ?? null,
          fetchpriority: element?.getAttribute('fetchpriority') ?? null,
          alt: element?.getAttribute('alt') ?? null,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The page's LCP once it has loaded everything: the last candidate reported. */
async function largestContentfulPaint(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => window.__lcpCandidates?.length ?? 0))
    .toBeGreaterThan(0);
  return page.evaluate(() => window.__lcpCandidates!.at(-1)!);
}

/** The phone Lighthouse's mobile preset emulates, and a desktop. */
const LCP_VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
];

function expectEagerIfImage(candidate: LcpCandidate) {
  if (!candidate.url) return;
  // The whole candidate in the message, so a failure names the picture.
  expect(candidate, `LCP image ${candidate.url}`).toMatchObject({
    tag: 'img',
    loading: 'eager',
    fetchpriority: 'high',
  });
}

/** Every picture that starts below the fold, with how it loads. */
function imagesBelowTheFold(page: Page) {
  return page.locator('img').evaluateAll((images) =>
    images
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.height > 0 && box.top + window.scrollY >= window.innerHeight;
      })
      .map((image) => ({
        src: (image as HTMLImageElement).currentSrc || image.getAttribute('src'),
        loading: image.getAttribute('loading'),
      })),
  );
}

async function expectImagesLoadAsTheyShould(page: Page, route: string) {
  expectEagerIfImage(await largestContentfulPaint(page, route));
  for (const image of await imagesBelowTheFold(page)) {
    expect(image, `below the fold: ${image.src}`).toMatchObject({ loading: 'lazy' });
  }
}

// Each route at one of the two widths, taking turns, so both widths see both kinds of page.
const CHECKS = [...SITE_ROUTES, UNKNOWN_ROUTE].map((route, index) => ({
  route,
  viewport: LCP_VIEWPORTS[index % LCP_VIEWPORTS.length]!,
}));

for (const { route, viewport } of CHECKS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({
      viewport,
      // The browser logs the Not Found page's own 404 status as a failed resource.
      expectedConsoleErrors: route === UNKNOWN_ROUTE ? RESOURCE_STATUS(404) : null,
    });

    test(`${route}: the LCP image loads first, the rest when near`, async ({ page }) => {
      await recordLcpCandidates(page);
      await expectImagesLoadAsTheyShould(page, route);
    });
  });
}

test.describe('the check itself', () => {
  test.use({ viewport: LCP_VIEWPORTS[0] });

  test('sees an image LCP where a page has one', async ({ page }) => {
    // The case study's hero picture is its largest element on a phone: the check must see it
    // as an image, or it would pass every page by reading text everywhere.
    await recordLcpCandidates(page);
    const candidate = await largestContentfulPaint(
      page,
      '/case-studies/enterprise-technology-integration',
    );
    expect(candidate.url).toContain('/images/');
    expectEagerIfImage(candidate);
  });

  test('sees pictures below the fold where a page has them', async ({ page }) => {
    // Home's service and solution pictures start well below a phone's first screen.
    await recordLcpCandidates(page);
    await largestContentfulPaint(page, '/');
    expect((await imagesBelowTheFold(page)).length).toBeGreaterThan(3);
  });
});
