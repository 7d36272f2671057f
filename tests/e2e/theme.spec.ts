// The theme toggle before React runs: the pre-rendered header cannot know the stored theme, so its
// icon must follow the class the inline script sets, not the default. Then what the head script
// makes of a stored value, and the theme colour of the browser's own bar.
import type { Page } from '@playwright/test';

import { expect, RESOURCE_NETWORK_FAILURE, test, waitForHydration } from '../utils/e2e';

/** The page background of each theme (--surface in app.css). */
const DARK_BACKGROUND = '#0b1020';
const LIGHT_BACKGROUND = '#f8fafc';

// The app's scripts are refused on purpose.
test.use({ expectedConsoleErrors: RESOURCE_NETWORK_FAILURE });

for (const theme of ['light', 'dark'] as const) {
  test(`before hydration the theme toggle shows the icon for leaving the stored ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    // The inline theme script runs; the app's modules never arrive, so React never hydrates.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );

    const toggle = page.getByRole('banner').getByRole('button', { name: /^Switch to/ });
    const shownIcons = toggle.locator('svg:visible');
    await expect(shownIcons).toHaveCount(1);
    // A sun leads to the light theme, a moon to the dark one.
    await expect(shownIcons.locator('use')).toHaveAttribute(
      'href',
      theme === 'dark' ? /#sun$/ : /#moon$/,
    );
  });
}

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test('a stored value other than light or dark gets the default dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'garbage'));
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }),
  ).toBeVisible();
  expect(await themeColor(page)).toBe(DARK_BACKGROUND);
});

// The browser's own bar on a phone takes the colour of the page under it.
test('the theme colour follows the stored theme and the toggle', async ({ page }) => {
  // Stored before the first load only, so the reload below reads what the toggle stored.
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
  });
  await page.goto('/about');
  expect(await themeColor(page)).toBe(LIGHT_BACKGROUND);
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(248, 250, 252)');
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await themeColor(page)).toBe(DARK_BACKGROUND);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await themeColor(page)).toBe(LIGHT_BACKGROUND);
  // The stored choice, as the head script reads it on the next page load.
  await page.reload();
  expect(await themeColor(page)).toBe(LIGHT_BACKGROUND);
});

test('a switch in one tab reaches the site’s other open tabs', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/about');
  await second.goto('/careers');
  await Promise.all([waitForHydration(first), waitForHydration(second)]);
  await expect(second.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

  await first.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(second.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(second.locator('html')).toHaveCSS('background-color', 'rgb(248, 250, 252)');
  expect(await themeColor(second)).toBe(LIGHT_BACKGROUND);

  // Site data cleared elsewhere: back to the default, as a new page load would be.
  await first.evaluate(() => localStorage.clear());
  await expect(second.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await themeColor(second)).toBe(DARK_BACKGROUND);
});
