// A link to a page whose code has not been loaded yet, when that code cannot be fetched: the
// site shows its own retry state in the layout (never the browser's error page), keeps what was
// typed, and "Try again" opens the page once the network is back. A page whose code has gone
// with a new deploy still reloads, as React Router does, to pick up the new version.
import type { Page } from '@playwright/test';

import { expect, RESOURCE_NETWORK_FAILURE, test, waitForHydration } from '../utils/e2e';

// The Careers page's own module (not careers-copy-…, a chunk it shares with Apply).
const CAREERS_MODULE = /\/assets\/careers-(?!copy-)[\w-]+\.js$/;

// The browser logs each fetch that fails at the network level.
test.use({ expectedConsoleErrors: RESOURCE_NETWORK_FAILURE });

async function typeInNewsletterAndOpenCareers(page: Page) {
  const email = page
    .getByRole('contentinfo')
    .getByRole('form', { name: 'Newsletter' })
    .getByRole('textbox', { name: 'Email address' });
  await email.fill('visitor@example.com');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  return email;
}

async function expectRetryThenCareers(page: Page, reconnect: () => Promise<void>) {
  const heading = page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/careers$/);
  await expect(heading).toBeFocused();
  await expect(page.getByRole('banner')).toBeVisible();

  await reconnect();
  await page.getByRole('button', { name: 'Try again' }).click();
  const careers = page.getByRole('heading', { level: 1, name: /Join Our Team/ });
  await expect(careers).toBeVisible({ timeout: 15_000 });
  await expect(careers).toBeFocused();
  await expect(page).toHaveTitle(/^Careers/);
}

test('offline, a page not loaded yet shows the retry state, which works once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await context.setOffline(true);

  const email = await typeInNewsletterAndOpenCareers(page);
  await expectRetryThenCareers(page, () => context.setOffline(false));
  // The same document all along: nothing typed was lost to a reload.
  await expect(email).toHaveValue('visitor@example.com');
});

test('a refused connection for a page’s code (the browser still online) shows the retry state too', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route(CAREERS_MODULE, (route) => route.abort('connectionrefused'));

  const email = await typeInNewsletterAndOpenCareers(page);
  await expectRetryThenCareers(page, () => page.unroute(CAREERS_MODULE));
  await expect(email).toHaveValue('visitor@example.com');
});

test.describe('after a new deploy', () => {
  test.use({ expectedConsoleErrors: /the server responded with a status of 404\b/ });

  test('a page whose code the server no longer has reloads the page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.route(CAREERS_MODULE, (route) => route.fulfill({ status: 404, body: '' }));
    await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));

    const reloaded = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
  });

  test('pointing at a link to such a page fetches its code but reloads only on the click', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const asked: string[] = [];
    await page.route(CAREERS_MODULE, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 404, body: '' });
    });
    await page.evaluate(() => Object.assign(window, { beforeDeploy: true }));

    const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    await careers.hover();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    // The prefetch failed; give a reload every chance to start before looking.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await careers.click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeDeploy' in window)).toBe(false);
  });
});
