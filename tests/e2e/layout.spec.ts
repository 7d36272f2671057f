// The shared chrome in a real browser: the header's scroll state, the mobile menu, the theme
// that survives a reload, and the footer's links.
import type { Page } from '@playwright/test';

import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

async function ready(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);

/** Scrolls the window to `top` at once and waits until the page has drawn the result. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
  await afterNextPaint(page);
}

test('the header is transparent at the top and opaque once scrolled more than 20 px', async ({
  page,
}) => {
  // Without the colour transition, what the header shows after a frame is where it settles.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await ready(page, '/');
  const header = page.getByRole('banner');
  const heightAtTop = (await header.boundingBox())!.height;
  expect(await headerBackground(page)).toBe(TRANSPARENT);

  await scrollTo(page, 20);
  expect(await headerBackground(page)).toBe(TRANSPARENT);
  // Read the same way one pixel further, so the check above cannot pass by reading too early.
  await scrollTo(page, 21);
  expect(await headerBackground(page)).not.toBe(TRANSPARENT);
  await expect(header).toHaveCSS('backdrop-filter', /blur/);
  expect((await header.boundingBox())!.height).toBe(heightAtTop);

  await scrollTo(page, 0);
  expect(await headerBackground(page)).toBe(TRANSPARENT);
});

test('the header links and the consultation button navigate', async ({ page }) => {
  await ready(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('banner').getByRole('link', { name: 'Get a Free Consultation' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, closes on navigation and on Escape', async ({ page }) => {
    await ready(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await menu.getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the mobile menu closes when Tab leaves it, so focus never hides under it', async ({
    page,
  }) => {
    await ready(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    const lastLink = menu.getByRole('link', { name: 'Get a Free Consultation' });
    await lastLink.focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.locator(':focus')).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click({ force: true, position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();
  });

  test('the footer stacks its columns', async ({ page }) => {
    await ready(page, '/about');
    const footer = page.getByRole('contentinfo');
    const quick = await footer.getByRole('navigation', { name: 'Quick Links' }).boundingBox();
    const contact = await footer.getByRole('region', { name: 'Contact Us' }).boundingBox();
    expect(contact!.y).toBeGreaterThan(quick!.y + quick!.height - 1);
    expect(contact!.x).toBe(quick!.x);
  });
});

test('the theme toggle switches themes and the choice survives a reload', async ({ page }) => {
  await ready(page, '/about');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
});

test('the footer lists its links, contacts, newsletter and copyright', async ({ page }) => {
  await ready(page, '/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  const hrefs = await quick.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/',
    '/about',
    '/services',
    '/case-studies',
    '/careers',
    '/contact',
    '/privacy-policy',
    '/terms-of-service',
  ]);
  for (const name of [/Instagram/, /LinkedIn/]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /\d{5}/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(footer.getByText('By subscribing, you agree to our Privacy Policy.')).toBeVisible();
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Nexora Digital. All rights reserved.`,
  );

  await footer
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Terms of Service' })
    .click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
});

test('after a link to another page, focus is on its h1 and the page opens at the top', async ({
  page,
}) => {
  await ready(page, '/');
  // Nothing is focused by a first load.
  await expect(page.locator('h1')).not.toBeFocused();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // At the top at once, not scrolled there by a smooth animation.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the skip link moves to the main content', async ({ page }) => {
  await ready(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});
