// When the content lake stops after a page has loaded: pre-rendered pages still read
// completely, client navigation shows the retry state, and a retry once the lake is back works.
// The lake "stops" by every request to Sanity's query API failing at the network level.
import type { Page } from '@playwright/test';

import {
  afterNextPaint,
  expect,
  RESOURCE_NETWORK_FAILURE,
  test,
  waitForHydration,
} from '../utils/e2e';

const LAKE_QUERIES = '**/data/query/**';

// The browser logs each refused read as a failed resource; nothing else may be logged.
test.use({ expectedConsoleErrors: RESOURCE_NETWORK_FAILURE });

/**
 * Makes every read fail; the returned counter says how many refusals the page has seen (its
 * request failed), not merely how many were sent.
 */
async function stopLake(page: Page) {
  const refused = { count: 0 };
  page.on('requestfailed', (request) => {
    if (/\/data\/query\//.test(request.url())) refused.count += 1;
  });
  await page.route(LAKE_QUERIES, (route) => route.abort('connectionrefused'));
  return refused;
}

async function startLake(page: Page) {
  await page.unroute(LAKE_QUERIES);
}

test('pre-rendered pages still read completely while the lake is down', async ({ page }) => {
  // Ten minutes after the build, the pre-rendered content is stale, so the page tries to refresh
  // it in the background as soon as it hydrates, and those reads fail.
  await page.clock.setFixedTime(Date.now() + 10 * 60_000);
  const refused = await stopLake(page);
  await page.goto('/services');
  await waitForHydration(page);
  // The page's own read and the site settings' read, each tried three times (React Query
  // retries twice), all refused; then let the page render what the last refusal changed.
  await expect.poll(() => refused.count, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  await afterNextPaint(page);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Technology Integrations' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blockchain' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
});

test('client navigation shows a retry that works once the lake is back', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await stopLake(page);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Case Studies' })
    .first()
    .click();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  // Still inside the layout: header and footer are there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await startLake(page);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Our Impact By Numbers' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('after a retry that works, focus is on the new page’s h1', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await stopLake(page);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .first()
    .click();
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded', {
    timeout: 15_000,
  });

  await startLake(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Get In Touch' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(heading).toBeFocused();
});
