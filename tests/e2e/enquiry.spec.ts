// The enquiry journeys only a real browser shows: an enquiry posted through the local contact
// stand-in and found in its file, typing that calls off a change of page, and the form before
// hydration. Every state of the form itself is covered by its component test.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { ENQUIRY_FORM_PLACES, expect, recordNavigations, test, waitForReact } from '../utils/e2e';

const SUCCESS = 'Thank you! Your message has been sent successfully.';

const enquiry = {
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  companyName: 'Acme Traders',
  serviceInterested: 'Cloud Solutions',
  projectDetails: 'We want to move our servers to the cloud this year.',
};

/**
 * Opens the page and waits until React owns `form`: the pre-rendered form is in the page before
 * hydration, and a click on it then would submit natively and reload the page.
 */
async function ready(page: Page, path: string, form: (page: Page) => Locator) {
  await page.goto(path);
  await waitForReact(form(page));
  return form(page);
}

function fields(form: Locator) {
  return {
    fullName: form.getByRole('textbox', { name: 'Full Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    companyName: form.getByRole('textbox', { name: 'Company Name' }),
    serviceInterested: form.getByRole('combobox', { name: 'Service Interested In' }),
    projectDetails: form.getByRole('textbox', { name: 'Project Details' }),
  };
}

async function fillIn(form: Locator) {
  const field = fields(form);
  await field.fullName.fill(enquiry.fullName);
  await field.email.fill(enquiry.email);
  await field.companyName.fill(enquiry.companyName);
  await field.serviceInterested.selectOption(enquiry.serviceInterested);
  await field.projectDetails.fill(enquiry.projectDetails);
}

const contactForm = ENQUIRY_FORM_PLACES[0].form;
const aboutLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });

// Where the test server's contact stand-in appends enquiries: ENQUIRIES_FILE in
// playwright.config.ts, relative to the project root.
const ENQUIRIES_FILE = path.resolve('test-results/enquiries.ndjson');

test('an enquiry reaches the local contact stand-in and is stored in its file', async ({
  page,
}, testInfo) => {
  test.skip(
    process.env.E2E_BASE_URL !== undefined,
    'An external server keeps its enquiries file elsewhere.',
  );
  const form = await ready(page, '/contact', contactForm);
  await fillIn(form);
  // Unique to this run and test, so the line found is the one this test sent.
  const projectDetails = `${enquiry.projectDetails} (${testInfo.testId}-${Date.now()})`;
  await fields(form).projectDetails.fill(projectDetails);
  const response = page.waitForResponse((answer) =>
    new URL(answer.url()).pathname.endsWith('/v1/contact'),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();

  expect((await response).status()).toBe(200);
  await expect(form.getByText(SUCCESS)).toBeVisible();
  await expect(fields(form).fullName).toHaveValue('');
  // The stand-in answers only once the line is on disk.
  const stored = (await readFile(ENQUIRIES_FILE, 'utf8'))
    .split('\n')
    .filter((line) => line.includes(projectDetails))
    .map((line) => JSON.parse(line) as Record<string, string>);
  expect(stored).toEqual([
    {
      ...enquiry,
      projectDetails,
      id: expect.stringMatching(/^[\da-f-]{36}$/),
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
  ]);
});

test.describe('leaving with unsent text', () => {
  test('typing while another page is on its way calls the change off', async ({ page }) => {
    const form = await ready(page, '/contact', contactForm);
    // The next page's content is slow to come: the visitor starts typing meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/data/query/**', async (route) => {
      await held;
      await route.continue();
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await aboutLink(page).click();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    const fullName = form.getByRole('textbox', { name: 'Full Name' });
    await fullName.click();
    await fullName.pressSequentially('Ann Lee');

    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(fullName).toHaveValue('Ann Lee');
    await expect(fullName).toBeFocused();
    // Nothing was asked: the visitor chose by typing. The About page never replaces this one.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/contact$/);
    expect(dialogs).toEqual([]);
  });
});

test.describe('before the page has hydrated', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter in a field neither submits nor navigates', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const button = form.getByRole('button', { name: 'Send Message' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(button).toBeDisabled();
    // It keeps its normal look: only the cursor hints that the page is still loading.
    expect(await button.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');

    await fields(form).fullName.fill('Ann Lee');
    await fields(form).email.fill('ann@example.com');
    const navigations = recordNavigations(page);
    await fields(form).email.press('Enter');
    // press() waits for a navigation it starts, so a native submit would be listed by now.
    expect(navigations).toEqual([]);
    await expect(fields(form).fullName).toHaveValue('Ann Lee');

    // The same press on a link does navigate, and is listed at once: the check above is live.
    await aboutLink(page).first().press('Enter');
    expect(navigations).toContainEqual(expect.stringMatching(/^GET .*\/about$/));
  });
});
