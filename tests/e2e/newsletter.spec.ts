// The two e-mail sign-up boxes in a real browser: the footer's
// newsletter and Coming Soon's 'Notify Me'. Both check the address, confirm in the page and
// send nothing.
import type { Locator, Page } from '@playwright/test';

import { expect, recordNavigations, test, waitForReact } from '../utils/e2e';
import { recordRequests } from '../utils/page-requests';

const REQUIRED = 'Please enter your email address.';
const INVALID = 'Please enter a valid email address, such as name@example.com.';
const PRIVACY_NOTE = 'By subscribing, you agree to our Privacy Policy.';

/**
 * Opens the page, waits until React owns `form` and the page, chat widget included, has settled,
 * then records every request but content reads. The chat's chunk loads after hydration and can
 * start after a quiet spell that networkidle already took as the end.
 */
async function open(page: Page, path: string, form: (page: Page) => Locator) {
  await page.goto(path);
  await waitForReact(form(page));
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { form: form(page), requests: recordRequests(page) };
}

test('the footer newsletter checks the address and confirms without a request', async ({
  page,
}) => {
  const { form, requests } = await open(page, '/', (current) =>
    current.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }),
  );
  const email = form.getByRole('textbox', { name: 'Email address' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(form.getByText(PRIVACY_NOTE, { exact: true })).toBeVisible();

  await subscribe.click();
  await expect(email).toHaveAccessibleDescription(`${REQUIRED} ${PRIVACY_NOTE}`);
  await expect(email).toBeFocused();

  await email.fill('ann.example.com');
  await subscribe.click();
  await expect(email).toHaveAccessibleDescription(`${INVALID} ${PRIVACY_NOTE}`);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('ann.example.com');
  await expect(form.getByRole('status')).toHaveText('');

  await email.fill('ann@example.com');
  await email.press('Enter');
  await expect(form.getByRole('status')).toHaveText(
    'Thanks for your interest! Our newsletter has not launched yet, so your address was not saved.',
  );
  await expect(email).toHaveValue('');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(PRIVACY_NOTE);
  expect(requests).toEqual([]);
});

test("Coming Soon's 'Notify Me' checks the address, confirms without a request and leads home", async ({
  page,
}) => {
  const { form, requests } = await open(page, '/social-marketing', (current) =>
    current.getByRole('main').getByRole('form', { name: 'Get notified at launch' }),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
  const email = form.getByRole('textbox', { name: 'Email address' });
  const notify = form.getByRole('button', { name: 'Notify Me' });
  await expect(email).toHaveAttribute('type', 'email');
  // Its label shows, as the footer's does: the placeholder goes once typing starts.
  // (A screen-reader-only label is 1 px square: Playwright would call that visible too.)
  const label = form.locator('label').getByText('Email address', { exact: true });
  expect((await label.boundingBox())?.width).toBeGreaterThan(40);

  await email.fill('not an address');
  await notify.click();
  await expect(email).toHaveAccessibleDescription(INVALID);
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('not an address');
  await expect(form.getByRole('status')).toHaveText('');

  await email.fill('ann@example.com');
  await notify.click();
  await expect(form.getByRole('status')).toHaveText(
    'Thanks for your interest! Launch e-mails are not set up yet, so your address was not saved. Please check back soon.',
  );
  await expect(email).toHaveValue('');
  expect(requests).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Gateway to Digital Evolution' }),
  ).toBeVisible();
});

test('Enter in the empty newsletter box announces the field to check', async ({ page }) => {
  const { form } = await open(page, '/', (current) =>
    current.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }),
  );
  const email = form.getByRole('textbox', { name: 'Email address' });
  await email.press('Enter');
  await expect(email).toBeFocused();
  await expect(form.locator('[aria-live="polite"]')).toHaveText(
    'Please check 1 field: Email address.',
  );
});

test.describe('before the page has hydrated', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter in the newsletter box neither submits nor navigates', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const form = footer.getByRole('form', { name: 'Newsletter' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('ann@example.com');
    const navigations = recordNavigations(page);
    await email.press('Enter');
    // press() waits for a navigation it starts, so a native submit would be listed by now.
    expect(navigations).toEqual([]);
    await expect(email).toHaveValue('ann@example.com');

    // The same press on a link does navigate, and is listed at once: the check above is live.
    await footer.getByRole('link', { name: 'Careers' }).press('Enter');
    expect(navigations).toContainEqual(expect.stringMatching(/^GET .*\/careers$/));
  });
});
