// When the content lake stops after a page has loaded: pre-rendered pages still read
// completely, client navigation shows the retry state, and a retry once the lake is back works.
// The lake "stops" by every request to Sanity's query API failing at the network level.
import { expect, test, type Page } from '@playwright/test';

const LAKE_QUERIES = '**/data/query/**';

async function stopLake(page: Page) {
  await page.route(LAKE_QUERIES, (route) => route.abort('connectionrefused'));
}

async function startLake(page: Page) {
  await page.unroute(LAKE_QUERIES);
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterRouteModules' in window);
}

test('pre-rendered pages still read completely while the lake is down', async ({ page }) => {
  await stopLake(page);
  await page.goto('/services');
  await hydrated(page);
  // Give react-query time to try (and fail) its background refresh.
  await page.waitForTimeout(4000);
  await expect(page.locator('h1')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Technology Integrations' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blockchain' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
});

test('client navigation shows a retry that works once the lake is back', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
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
