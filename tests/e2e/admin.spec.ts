// The career admin panel in a real browser: login, adding and deleting entries, logout. The panel
// keeps everything in page memory, so the journey must touch no network beyond static files.
import type { Page } from '@playwright/test';

import { expect, LOCAL_ADMIN_PASSWORD, test } from '../utils/e2e';
import { boxesOverlap } from '../utils/e2e-layout';
import { isContentRead } from '../utils/page-requests';

const STATIC_RESOURCE_TYPES = new Set(['document', 'script', 'stylesheet', 'image', 'font']);

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

async function openAdmin(page: Page) {
  await page.goto('/admin');
  // The panel renders in the browser only, so its field appears once React runs it.
  const password = page.getByLabel('Password');
  await expect(password).toBeVisible({ timeout: 20_000 });
  return password;
}

async function logIn(page: Page) {
  const password = await openAdmin(page);
  await password.fill(LOCAL_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

/** Answers the next confirm() with `accept`, after checking its text. */
function answerNextConfirm(page: Page, message: string, accept: boolean) {
  const seen = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
  return async () => expect(await seen).toBe(`confirm: ${message}`);
}

test('the admin journey: log in, add, refuse incomplete, delete and log out, all offline', async ({
  page,
}) => {
  const password = await openAdmin(page);
  // The site refreshes the page's CMS copy in the background once it is over a minute old (as
  // on every page); apart from that, anything but the page's own static files would be a call
  // the panel must not make.
  await page.waitForLoadState('networkidle');
  const origin = new URL(page.url()).origin;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isContentRead(request)) return;
    const sameOrigin = new URL(request.url()).origin === origin;
    if (!sameOrigin || !STATIC_RESOURCE_TYPES.has(request.resourceType())) {
      calls.push(`${request.method()} ${request.resourceType()} ${request.url()}`);
    }
  });

  await password.fill(LOCAL_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add New Career Entry' });
  const list = page.getByRole('region', { name: 'Career Entries' });
  const title = form.getByRole('textbox', { name: 'Title' });
  const company = form.getByRole('textbox', { name: 'Company' });
  const description = form.getByRole('textbox', { name: 'Description' });
  const startDate = form.getByLabel('Start date');
  const endDate = form.getByLabel('End date');
  const add = form.getByRole('button', { name: 'Add Entry' });
  await expect(description).toHaveAttribute('rows', '4');
  for (const field of [title, company, startDate]) await expect(field).toHaveAttribute('required');

  // Nothing filled in: the spec's toast, and the first missing field gets focus.
  await add.click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(title).toBeFocused();

  // A current position: trimmed text, no end date shown as 'Present'.
  await title.fill('  Senior Developer  ');
  await company.fill('  Acme Corp ');
  await description.fill('  Built the design system.  ');
  await startDate.fill('2023-01-15');
  await add.click();
  await expect(toast(page, 'Career entry added successfully')).toBeVisible();
  const entries = list.getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByRole('heading', { level: 3 })).toHaveText('Senior Developer');
  await expect(entries.first().getByText('Acme Corp', { exact: true })).toBeVisible();
  await expect(entries.first().getByText('January 15, 2023 – Present')).toBeVisible();
  await expect(
    entries.first().getByText('Built the design system.', { exact: true }),
  ).toBeVisible();
  for (const field of [title, company, description, startDate, endDate]) {
    await expect(field).toHaveValue('');
  }

  // Still refused when only the title is given.
  await title.fill('Lead Engineer');
  await add.click();
  await expect(company).toBeFocused();
  await expect(entries).toHaveCount(1);

  // A past position goes on top, with both dates in US English long form.
  await company.fill('Globex');
  await startDate.fill('2021-03-01');
  await endDate.fill('2022-12-31');
  await add.click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first().getByRole('heading', { level: 3 })).toHaveText('Lead Engineer');
  await expect(entries.first().getByText('March 1, 2021 – December 31, 2022')).toBeVisible();
  await expect(entries.nth(1).getByRole('heading', { level: 3 })).toHaveText('Senior Developer');

  // Cancelling the confirmation keeps the entry; accepting removes it.
  const deleteAcme = list.getByRole('button', { name: 'Delete Senior Developer at Acme Corp' });
  let confirmed = answerNextConfirm(page, 'Are you sure you want to delete this entry?', false);
  await deleteAcme.click();
  await confirmed();
  await expect(entries).toHaveCount(2);

  confirmed = answerNextConfirm(page, 'Are you sure you want to delete this entry?', true);
  await deleteAcme.click();
  await confirmed();
  await expect(toast(page, 'Career entry deleted successfully')).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(list.getByRole('heading', { name: 'Senior Developer' })).toHaveCount(0);
  await expect(entries.first().getByRole('heading', { level: 3 })).toHaveText('Lead Engineer');

  confirmed = answerNextConfirm(page, 'Are you sure you want to logout?', true);
  await page.getByRole('button', { name: 'Logout' }).click();
  await confirmed();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  expect(calls).toEqual([]);
});

test('a double-click on Add Entry adds once, with no complaint about the emptied form', async ({
  page,
}) => {
  await logIn(page);
  const form = page.getByRole('region', { name: 'Add New Career Entry' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Developer');
  await form.getByRole('textbox', { name: 'Company' }).fill('Acme');
  await form.getByLabel('Start date').fill('2024-05-01');
  await form.getByRole('button', { name: 'Add Entry' }).dblclick();

  const entries = page.getByRole('region', { name: 'Career Entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(toast(page, 'Career entry added successfully')).toBeVisible();
  // Both clicks were handled before dblclick() returned, and the panel answers a click at once
  // (no timer), so a complaint about the second one would already be on screen.
  await expect(toast(page, 'Please fill in all required fields')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
});

test('long titles and unbroken links wrap inside the entry card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page);
  const form = page.getByRole('region', { name: 'Add New Career Entry' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Principal'.repeat(30));
  await form.getByRole('textbox', { name: 'Company' }).fill('Acme');
  await form
    .getByRole('textbox', { name: 'Description' })
    .fill(`See https://example.com/${'a'.repeat(120)}`);
  await form.getByLabel('Start date').fill('2024-05-01');
  await form.getByRole('button', { name: 'Add Entry' }).click();

  const card = page.getByRole('region', { name: 'Career Entries' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  const overflow = await card.evaluate((item) => item.scrollWidth - item.clientWidth);
  expect(overflow).toBe(0);
  expect((await card.boundingBox())!.x + (await card.boundingBox())!.width).toBeLessThanOrEqual(
    375,
  );
});

/**
 * The panel's controls a toast covers once it has slid into place, by name; the focused one
 * counts with its focus ring (2 px wide, 2 px out).
 */
async function controlsUnderToast(page: Page, text: string) {
  const bar = toast(page, text).locator('..');
  await expect(bar).toHaveCSS('opacity', '1');
  const box = (await bar.boundingBox())!;
  return page
    .getByRole('main')
    .locator('a, button, input, select, textarea')
    .evaluateAll((controls, toastBox) => {
      const right = toastBox.x + toastBox.width;
      const bottom = toastBox.y + toastBox.height;
      return controls
        .filter((control) => {
          const ring = control === document.activeElement ? 4 : 0;
          const { left, top, right: end, bottom: foot } = control.getBoundingClientRect();
          return (
            left - ring < right &&
            end + ring > toastBox.x &&
            top - ring < bottom &&
            foot + ring > toastBox.y
          );
        })
        .map(
          (control) =>
            control.getAttribute('aria-label') ??
            control.getAttribute('name') ??
            control.textContent?.trim(),
        );
    }, box);
}

// The narrowest phone and a desktop, where the toast sits beside the controls.
for (const width of [320, 1280]) {
  test(`at ${width} px a toast sits below the header in the theme's colours, covering no control`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const password = await openAdmin(page);
    await password.fill('not-the-password');
    await password.press('Enter');
    expect(await controlsUnderToast(page, 'Invalid password')).toEqual([]);
    // Below the header, and in the theme's colours: the site opens in the dark theme, so a dark
    // toast, not react-hot-toast's white one.
    const bar = toast(page, 'Invalid password').locator('..');
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(boxesOverlap((await bar.boundingBox())!, header)).toBe(false);
    const channels = await bar.evaluate((node) =>
      getComputedStyle(node).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number),
    );
    expect(Math.max(...channels)).toBeLessThan(100);

    // Logged in with Enter, then Tab: the Logout button shows whole while the toast is up.
    await password.fill(LOCAL_ADMIN_PASSWORD);
    await password.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
    expect(await controlsUnderToast(page, 'Login successful')).toEqual([]);

    // A refused form moves focus to its first field, which a toast of its own does not cover;
    // that toast takes the place of the one still showing rather than stacking below it.
    await page.getByRole('button', { name: 'Add Entry' }).press('Enter');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    expect(await controlsUnderToast(page, 'Please fill in all required fields')).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(1);
  });
}

test('without Web Crypto (a plain-HTTP page) the login says why and stays usable', async ({
  page,
}) => {
  // What browsers do on pages that are not secure contexts.
  await page.addInitScript(() => {
    Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined });
  });
  const password = await openAdmin(page);
  await password.fill(LOCAL_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByRole('alert')).toContainText('secure (HTTPS) pages');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
});

for (const viewport of [
  { width: 1280, height: 740 },
  { width: 375, height: 640 },
]) {
  test(`the footer stays put when the login replaces the loading state (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /\/admin-panel-[^/]*\.js$/.test(url.pathname),
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    await page.goto('/admin');
    await expect(page.getByRole('status').filter({ hasText: /loading/i })).toBeVisible();
    const footerTop = () =>
      page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
    const before = await footerTop();
    release();
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(await footerTop()).toBe(before);
  });
}
