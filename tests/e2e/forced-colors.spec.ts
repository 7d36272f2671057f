// Forced colours drop the site's background colours, so whatever it tells apart by background
// alone must still be told apart: the current testimonial dot, current menu page, chosen filter,
// loading bar, admin toast icons and the edge of each borderless coloured button.
import type { Locator, Page } from '@playwright/test';

import { expect, LOCAL_ADMIN_PASSWORD, test, waitForHydration } from '../utils/e2e';

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** What a CSS system colour (Canvas, CanvasText, GrayText…) is in this page's forced palette. */
const systemColour = (page: Page, name: string) =>
  page.evaluate((colour) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = colour;
    document.body.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  }, name);

const SCHEMES = ['light', 'dark'] as const;
let turn = 0;

/** A test under forced colours, the light and dark system themes taking turns test by test. */
function forcedTest(title: string, body: (args: { page: Page }) => Promise<void>) {
  const colorScheme = SCHEMES[turn++ % SCHEMES.length]!;
  test.describe(`forced colours, ${colorScheme} system theme`, () => {
    test.use({ forcedColors: 'active', colorScheme });
    test(title, ({ page }) => body({ page }));
  });
}

forcedTest('the current testimonial has a dot of its own colour', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const dots = page.getByRole('button', { name: /^Go to testimonial / });
  const current = dots.and(page.locator('[aria-current="true"]')).locator('span');
  const other = dots.and(page.locator(':not([aria-current])')).first().locator('span');
  // Forced colours would paint both in the page's own colour (Canvas): they vanished.
  expect(await style(current, 'background-color')).toBe(await systemColour(page, 'CanvasText'));
  expect(await style(other, 'background-color')).toBe(await systemColour(page, 'GrayText'));
});

forcedTest('the menu underlines the current page, on wide and narrow screens', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  expect(await style(main.getByRole('link', { name: 'About' }), 'text-decoration-line')).toBe(
    'underline',
  );
  expect(await style(main.getByRole('link', { name: 'Services' }), 'text-decoration-line')).toBe(
    'none',
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The wide screen's menu is hidden now; this is the phone's.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  expect(await style(menu.getByRole('link', { name: 'About' }), 'text-decoration-line')).toBe(
    'underline',
  );
});

forcedTest('the chosen case-study filter stands out from the others', async ({ page }) => {
  await page.goto('/case-studies');
  await waitForHydration(page);
  const filters = page
    .getByRole('group', { name: 'Filter case studies by category' })
    .getByRole('button');
  const chosen = filters.and(page.locator('[aria-pressed="true"]'));
  const other = filters.and(page.locator('[aria-pressed="false"]')).first();
  expect(await style(chosen, 'background-color')).not.toBe(await style(other, 'background-color'));
});

forcedTest('buttons drawn as coloured blocks keep an edge', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const blocks = [
    page.getByRole('banner').getByRole('link', { name: 'Get a Free Consultation' }),
    page.getByRole('button', { name: 'Chat with us' }),
    page.getByRole('button', { name: 'Send Message' }),
  ];
  for (const block of blocks) {
    expect(await style(block, 'border-top-style')).toBe('solid');
    expect(await style(block, 'border-top-width')).toBe('1px');
    expect(await style(block, 'border-top-color')).not.toBe(await systemColour(page, 'Canvas'));
  }
});

forcedTest("the admin toasts' cross and tick show", async ({ page }) => {
  await page.goto('/admin');
  const password = page.getByLabel('Password');
  await expect(password).toBeVisible({ timeout: 20_000 });
  const canvas = await systemColour(page, 'Canvas');
  for (const [typed, message] of [
    ['not-the-password', 'Invalid password'],
    [LOCAL_ADMIN_PASSWORD, 'Login successful'],
  ] as const) {
    await password.fill(typed);
    await password.press('Enter');
    const bar = page.getByRole('status').filter({ hasText: message }).locator('..');
    // react-hot-toast paints its own as background colours, which forced colours drops.
    const icon = bar.locator('svg');
    await expect(icon).toBeVisible();
    expect(await style(icon, 'stroke')).not.toBe(canvas);
    expect(await style(icon, 'stroke')).not.toBe('none');
  }
});

forcedTest('the page loading bar shows', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/data/query/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  expect(await style(bar.locator('div'), 'background-color')).not.toBe(
    await style(bar, 'background-color'),
  );
  release();
  await expect(bar).toHaveCount(0);
});

test('outside forced colours, nothing of this shows', async ({ page }) => {
  await page.goto('/about');
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  expect(await style(about, 'text-decoration-line')).toBe('none');
  const consultation = page
    .getByRole('banner')
    .getByRole('link', { name: 'Get a Free Consultation' });
  expect(await style(consultation, 'border-top-width')).toBe('0px');
});
