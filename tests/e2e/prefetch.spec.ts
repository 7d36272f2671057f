// Links fetch the next page's code and content when pointed at or focused, so on a slow connection
// a click need not wait. Every route has a clientLoader, so no .data file is asked for; external
// links fetch nothing, and a page loads no other page's code by itself.
import type { Page } from '@playwright/test';

import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';
import { isContentRead } from '../utils/page-requests';

/** Whether `url` is the built module of the route in `routes/<file>.tsx` (its chunk is named so). */
function isRouteModule(url: string, file: string) {
  return new RegExp(`/assets/${file}-[\\w-]{8}\\.js$`).test(url);
}

/** Every request the page sends from now on, by URL. */
function recordUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function openHome(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  // Once the pre-rendered content is a minute old, the page refreshes it after hydrating: the
  // Sanity client's chunk, then the reads. Let those finish, so that what the test records next
  // is what its own steps asked for.
  await page.waitForLoadState('networkidle');
  await afterNextPaint(page);
}

test("pointing at a header link fetches that page's code before the click", async ({ page }) => {
  await openHome(page);
  // Loading Home fetched no other page's code.
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(loaded.filter((url) => isRouteModule(url, 'about'))).toEqual([]);

  const urls = recordUrls(page);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await link.hover();
  await expect.poll(() => urls.some((url) => isRouteModule(url, 'about'))).toBe(true);
  expect(urls.filter((url) => new URL(url).pathname.endsWith('.data'))).toEqual([]);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
});

test("pointing at a link reads that page's content too, so the click reads nothing", async ({
  page,
}) => {
  await openHome(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (isContentRead(request)) reads.push(decodeURIComponent(request.url()));
  });
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  const aboutRead = page.waitForResponse(
    (response) =>
      isContentRead(response.request()) &&
      decodeURIComponent(response.url()).includes('"aboutPage"'),
  );
  await link.hover();
  await aboutRead;
  await afterNextPaint(page);

  reads.length = 0;
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nexora Digital');
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  expect(reads).toEqual([]);
});

test("focusing a link from the CMS fetches that page's code; an external link fetches nothing", async ({
  page,
}) => {
  await openHome(page);
  const urls = recordUrls(page);

  // The hero's first call to action is a CMS link (SmartLink) to /contact.
  const hero = page.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
  await hero.getByRole('link', { name: 'Get a Free Consultation' }).focus();
  await expect.poll(() => urls.some((url) => isRouteModule(url, 'contact'))).toBe(true);
  // The page's imports are asked for with it, but on a busy machine some only after it: wait
  // until nothing more has been asked for a while, so none of them counts against the link below.
  await expect
    .poll(async () => {
      const asked = urls.length;
      await page.waitForTimeout(300);
      return urls.length === asked;
    })
    .toBe(true);

  urls.length = 0;
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /opens in a new tab/ })
    .first()
    .hover();
  // React Router waits 100 ms of intent before prefetching; give it several times that.
  await page.waitForTimeout(500);
  await afterNextPaint(page);
  expect(urls).toEqual([]);
});

test("on a phone, touching or focusing a menu link fetches that page's code", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await waitForHydration(page);
  const urls = recordUrls(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Case Studies' })
    .focus();
  await expect.poll(() => urls.some((url) => isRouteModule(url, 'case-studies'))).toBe(true);
});

test("pointing at a job's Apply Now fetches the application page's code", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/careers');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const urls = recordUrls(page);
  const link = page.getByRole('link', { name: /^Apply Now for / }).first();
  await link.hover();
  await expect.poll(() => urls.some((url) => isRouteModule(url, 'apply'))).toBe(true);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Apply/);
});
