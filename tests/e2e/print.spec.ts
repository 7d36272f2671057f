// Printed pages: browsers leave background colours out, so paper always takes the light theme,
// where the dark theme's light text would print faint. Screen-only parts (header controls, chat,
// newsletter form) stay off it, and content waiting for a scroll (fade-ins, counters) prints whole.
import type { Locator, Page } from '@playwright/test';

import { relativeLuminance } from '../utils/color';
import { expect, test, waitForHydration } from '../utils/e2e';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
});

async function printed(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ media: 'print' });
}

/** The WCAG relative luminance of the text colour of the first element `selector` finds. */
async function textLuminance(page: Page, selector: string) {
  const rgb = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      // Through a canvas, whatever syntax getComputedStyle returns.
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as const;
    });
  return relativeLuminance(rgb);
}

test('the dark theme prints dark text, and back on screen it is the dark theme again', async ({
  page,
}) => {
  await printed(page, '/terms-of-service');
  // The light theme's text (#0f172a) and muted text (#475569), not the dark theme's.
  expect(await textLuminance(page, 'h1')).toBeLessThan(0.05);
  expect(await textLuminance(page, 'main p')).toBeLessThan(0.1);
  await page.emulateMedia({ media: 'screen' });
  expect(await textLuminance(page, 'h1')).toBeGreaterThan(0.8);
});

// The header, chat and footer are the layout every page shares: a page of each kind the spec
// names as printed shows them.
for (const path of ['/terms-of-service', '/case-studies/enterprise-technology-integration']) {
  test(`${path} prints its logo and name without the header controls, chat or newsletter form`, async ({
    page,
  }) => {
    await printed(page, path);
    const header = page.getByRole('banner');
    await expect(header.getByText('Nexora Digital', { exact: true })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // The theme toggle and the menu button.
    const buttons = await header.getByRole('button', { includeHidden: true }).all();
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) await expect(button).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
    await expect(
      page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }),
    ).toBeHidden();
  });
}

test('cards still waiting to fade in and counters still at 0 print in full', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await printed(page, '/about');
  // Below the fold on screen, so hidden and reset there until scrolled to.
  const waiting = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [style*="opacity"]')].map((element) => ({
      text: element.textContent?.slice(0, 40),
      opacity: getComputedStyle(element).opacity,
    })),
  );
  expect(waiting.length).toBeGreaterThan(0);
  expect(waiting.filter(({ opacity }) => opacity !== '1')).toEqual([]);
  const impact = page.getByRole('region', { name: 'Our Development Impact' });
  await expect(impact.getByText('20+', { exact: true })).toBeVisible();
  await expect(impact.getByText(/^0\+?$/).filter({ visible: true })).toHaveCount(0);
});

test('a link to another site prints its address; links within the site and the map link do not', async ({
  page,
}) => {
  await printed(page, '/');
  const after = (link: Locator) =>
    link.evaluate((element) => getComputedStyle(element, '::after').content);
  const main = page.getByRole('main');
  expect(await after(main.getByRole('link', { name: /^Visit Nexora Group/ }))).toBe(
    '" (https://www.nexoragroup.example)"',
  );
  expect(await after(main.getByRole('link', { name: 'View All Services' }))).toBe('none');
  await page.emulateMedia({ media: 'screen' });
  expect(await after(main.getByRole('link', { name: /^Visit Nexora Group/ }))).toBe('none');

  // The map link's postal address is printed beside it, so it carries no web address.
  await printed(page, '/contact');
  expect(await after(main.getByRole('link', { name: /^Open in maps/ }))).toBe('none');
  expect(await after(main.getByRole('link', { name: /LinkedIn/ }))).toBe(
    '" (https://www.linkedin.com/company/nexoradigital)"',
  );
});
