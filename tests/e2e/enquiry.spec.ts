// The consultation enquiry in a real browser: what is posted
// to the contact API, the sending state, every answer the API can give, and the field checks.
// The external API is stubbed per test with page.route; one test goes through the local
// stand-in the site uses when no provider is configured, and finds the enquiry in its file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Locator, Page, Request, Route } from '@playwright/test';

import {
  anyOf,
  ENQUIRY_FORM_PLACES,
  expect,
  recordNavigations,
  RESOURCE_NETWORK_FAILURE,
  RESOURCE_STATUS,
  test,
  waitForReact,
} from '../utils/e2e';

const CONTACT_API = '**/v1/contact';

const SUCCESS = 'Thank you! Your message has been sent successfully.';
const SERVER_ERROR = 'Something went wrong. Please try again later.';
const NETWORK_ERROR = 'Network error. Please check your connection and try again.';

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

async function expectValuesKept(form: Locator) {
  const field = fields(form);
  await expect(field.fullName).toHaveValue(enquiry.fullName);
  await expect(field.email).toHaveValue(enquiry.email);
  await expect(field.companyName).toHaveValue(enquiry.companyName);
  await expect(field.serviceInterested).toHaveValue(enquiry.serviceInterested);
  await expect(field.projectDetails).toHaveValue(enquiry.projectDetails);
}

/**
 * Stubs the contact API and records what is posted; `answer` decides the reply. With `hold`,
 * each request waits for `release()` before it is answered, so a test can look at the page
 * while the request is in flight.
 */
async function stubContactApi(
  page: Page,
  answer: (route: Route) => Promise<void>,
  { hold = false } = {},
) {
  const requests: Request[] = [];
  const waiting: (() => void)[] = [];
  await page.route(CONTACT_API, async (route) => {
    requests.push(route.request());
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
    await answer(route);
  });
  return {
    requests,
    /** Lets the oldest held request through, once it has arrived. */
    release: async () => {
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      waiting.shift()?.();
    },
  };
}

const replyOk = (route: Route) => route.fulfill({ status: 200, json: { ok: true } });

/** What the browser logs for a stubbed failure: a 500 answer, or a connection cut. */
const API_FAILURES = anyOf(RESOURCE_STATUS(500), RESOURCE_NETWORK_FAILURE);

const places = ENQUIRY_FORM_PLACES;

for (const place of places) {
  test.describe(`the enquiry form on ${place.title}`, () => {
    test('posts the five fields as JSON, shows Sending... while pending, then thanks and clears', async ({
      page,
    }) => {
      const api = await stubContactApi(page, replyOk, { hold: true });
      const form = await ready(page, place.path, place.form);
      await fillIn(form);
      await form.getByRole('button', { name: 'Send Message' }).click();

      const sending = form.getByRole('button', { name: 'Sending...' });
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
      await expect.poll(() => api.requests.length).toBe(1);
      const request = api.requests[0]!;
      expect(request.method()).toBe('POST');
      expect(new URL(request.url()).pathname).toMatch(/\/v1\/contact$/);
      expect(await request.headerValue('content-type')).toBe('application/json');
      expect(request.postDataJSON()).toEqual(enquiry);

      await api.release();
      await expect(form.getByText(SUCCESS)).toBeVisible();
      const button = form.getByRole('button', { name: 'Send Message' });
      await expect(button).toBeEnabled();
      const field = fields(form);
      for (const control of Object.values(field)) await expect(control).toHaveValue('');
      expect(api.requests).toHaveLength(1);
    });

    test.describe('when the API fails', () => {
      test.use({ expectedConsoleErrors: API_FAILURES });

      test("shows the server's message on failure and keeps what was typed", async ({ page }) => {
        const message = 'Our inbox is full right now. Please call us instead.';
        await stubContactApi(page, (route) => route.fulfill({ status: 500, json: { message } }));
        const form = await ready(page, place.path, place.form);
        await fillIn(form);
        await form.getByRole('button', { name: 'Send Message' }).click();

        await expect(form.getByText(message, { exact: true })).toBeVisible();
        await expect(form.getByText(SUCCESS)).toHaveCount(0);
        await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
        await expectValuesKept(form);
      });

      test('falls back to a general message when the failure carries none', async ({ page }) => {
        await stubContactApi(page, (route) => route.fulfill({ status: 500, json: {} }));
        const form = await ready(page, place.path, place.form);
        await fillIn(form);
        await form.getByRole('button', { name: 'Send Message' }).click();

        await expect(form.getByText(SERVER_ERROR, { exact: true })).toBeVisible();
        await expectValuesKept(form);
      });

      test('reports a network failure and keeps what was typed', async ({ page }) => {
        await stubContactApi(page, (route) => route.abort('internetdisconnected'));
        const form = await ready(page, place.path, place.form);
        await fillIn(form);
        await form.getByRole('button', { name: 'Send Message' }).click();

        await expect(form.getByText(NETWORK_ERROR, { exact: true })).toBeVisible();
        await expectValuesKept(form);
      });

      test('a new submit clears the previous banner', async ({ page }) => {
        let fail = true;
        const api = await stubContactApi(
          page,
          (route) => (fail ? route.fulfill({ status: 500, json: {} }) : replyOk(route)),
          { hold: true },
        );
        const form = await ready(page, place.path, place.form);
        await fillIn(form);
        const send = form.getByRole('button', { name: 'Send Message' });

        await send.click();
        await api.release();
        await expect(form.getByText(SERVER_ERROR, { exact: true })).toBeVisible();

        fail = false;
        await send.click();
        await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
        await expect(form.getByText(SERVER_ERROR)).toHaveCount(0);
        await expect(form.getByText(SUCCESS)).toHaveCount(0);
        await api.release();
        await expect(form.getByText(SUCCESS)).toBeVisible();
        await expect(form.getByText(SERVER_ERROR)).toHaveCount(0);

        // A submit blocked by a field check also takes the old banner away.
        await send.click();
        await expect(form.getByText(SUCCESS)).toHaveCount(0);
        expect(api.requests).toHaveLength(2);
      });
    });

    test('names each missing required field and sends nothing', async ({ page }) => {
      const api = await stubContactApi(page, replyOk);
      const form = await ready(page, place.path, place.form);
      const field = fields(form);
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(field.fullName).toHaveAccessibleDescription('Please enter your full name.');
      await expect(field.fullName).toHaveAttribute('aria-invalid', 'true');
      await expect(field.fullName).toBeFocused();
      await expect(field.email).toHaveAccessibleDescription('Please enter your email address.');
      await expect(field.serviceInterested).toHaveAccessibleDescription(
        'Please select the service you are interested in.',
      );
      await expect(field.projectDetails).toHaveAccessibleDescription(
        'Please tell us a little about your project.',
      );
      await expect(field.companyName).not.toHaveAttribute('aria-invalid', 'true');

      await fillIn(form);
      await field.email.fill('ann@');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(field.email).toHaveAccessibleDescription(
        'Please enter a valid email address, such as name@example.com.',
      );
      await expect(field.email).toBeFocused();
      await expect(field.fullName).not.toHaveAttribute('aria-invalid', 'true');
      await expect(field.fullName).toHaveValue(enquiry.fullName);
      expect(api.requests).toHaveLength(0);
    });
  });
}

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
  const form = await ready(page, '/contact', places[0]!.form);
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

test("the service page's 'Let's Talk' sends the service's title as the service of interest", async ({
  page,
}) => {
  const api = await stubContactApi(page, replyOk, { hold: true });
  const form = await ready(page, '/services/seo', (current) =>
    current
      .locator('#contact')
      .getByRole('form', { name: 'Consultation about Search Engine Optimization' }),
  );
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ravi Kumar');
  await form.getByRole('textbox', { name: 'Email' }).fill('ravi@example.in');
  await form.getByRole('textbox', { name: 'Company' }).fill('Kumar Textiles');
  await form.getByRole('textbox', { name: 'Message' }).fill('We need to rank for our products.');
  await form.getByRole('button', { name: "Let's Talk" }).click();

  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect.poll(() => api.requests.length).toBe(1);
  const request = api.requests[0]!;
  expect(await request.headerValue('content-type')).toBe('application/json');
  expect(request.postDataJSON()).toEqual({
    fullName: 'Ravi Kumar',
    email: 'ravi@example.in',
    companyName: 'Kumar Textiles',
    serviceInterested: 'Search Engine Optimization',
    projectDetails: 'We need to rank for our products.',
  });

  await api.release();
  await expect(form.getByText(SUCCESS)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

const LEAVE_UNSENT =
  'Leave this page? What you typed in the form has not been sent and will be lost.';
const LEAVE_SENDING =
  'Leave this page? Your message is still being sent, and you will not see whether it arrived.';
const contactForm = places[0]!.form;
const aboutLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the thanks above the fields is focused and scrolled into view after Send', async ({
    page,
  }) => {
    await stubContactApi(page, replyOk);
    const form = await ready(page, '/contact', contactForm);
    await fillIn(form);
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.scrollIntoViewIfNeeded();
    const thanks = form.getByText(SUCCESS);
    await send.click();

    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
  });

  test.describe('when the API fails', () => {
    test.use({ expectedConsoleErrors: API_FAILURES });

    test('an error above the fields is focused and scrolled into view too', async ({ page }) => {
      await stubContactApi(page, (route) => route.fulfill({ status: 500, json: {} }));
      const form = await ready(page, '/contact', contactForm);
      await fillIn(form);
      await form.getByRole('button', { name: 'Send Message' }).click();

      const error = form.getByText(SERVER_ERROR);
      await expect(error).toBeFocused();
      await expect(error).toBeInViewport();
      await expectValuesKept(form);
    });
  });
});

test('the fields are locked while sending, so nothing typed then is lost', async ({ page }) => {
  const api = await stubContactApi(page, replyOk, { hold: true });
  const form = await ready(page, '/contact', contactForm);
  await fillIn(form);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  for (const control of Object.values(fields(form))) await expect(control).toBeDisabled();
  await api.release();
  await expect(form.getByText(SUCCESS)).toBeVisible();
  for (const control of Object.values(fields(form))) await expect(control).toBeEditable();
});

test('Enter in the empty first field announces what to check, every time', async ({ page }) => {
  const form = await ready(page, '/contact', contactForm);
  const field = fields(form);
  const summary = form.locator('[aria-live="polite"]:not([role])');
  await field.fullName.press('Enter');

  await expect(field.fullName).toBeFocused();
  await expect(summary).toHaveText(
    'Please check 4 fields: Full Name, Email, Service Interested In, Project Details.',
  );
  // The repeat differs in an invisible trailing space, which is what makes it announced again.
  const rawText = () => summary.evaluate((node) => node.textContent);
  const first = await rawText();
  await field.fullName.press('Enter');
  await expect.poll(rawText).not.toBe(first);
  await expect(summary).toHaveText(/^Please check 4 fields:/);
});

test.describe('leaving with unsent text', () => {
  test('asks first; dismissing keeps the visitor and every value on the page', async ({ page }) => {
    const form = await ready(page, '/contact', contactForm);
    await fillIn(form);
    const shown: string[] = [];
    page.once('dialog', (dialog) => {
      shown.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await aboutLink(page).click();

    await expect.poll(() => shown).toEqual([`confirm: ${LEAVE_UNSENT}`]);
    await expect(page).toHaveURL(/\/contact$/);
    await expectValuesKept(form);
  });

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

  test('accepting leaves', async ({ page }) => {
    const form = await ready(page, '/contact', contactForm);
    await fillIn(form);
    page.once('dialog', (dialog) => void dialog.accept());
    await aboutLink(page).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('an untouched or sent form lets the visitor go without asking', async ({ page }) => {
    await stubContactApi(page, replyOk);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const form = await ready(page, '/contact', contactForm);
    await fillIn(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible();

    await aboutLink(page).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(dialogs).toEqual([]);
  });

  test('reloading the tab gets the browser’s own prompt', async ({ page }) => {
    const form = await ready(page, '/contact', contactForm);
    await fields(form).projectDetails.fill('Half a brief');
    const dialog = page.waitForEvent('dialog');
    const reload = page.reload();
    expect((await dialog).type()).toBe('beforeunload');
    await (await dialog).accept();
    await reload;
    await expect(fields(form).projectDetails).toHaveValue('');
  });

  test('leaving mid-send asks, and the enquiry still arrives', async ({ page }) => {
    const api = await stubContactApi(page, replyOk, { hold: true });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    const form = await ready(page, '/contact', contactForm);
    await fillIn(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    const dialog = page.waitForEvent('dialog');
    page.once('dialog', (shown) => void shown.accept());
    await aboutLink(page).click();
    expect((await dialog).message()).toBe(LEAVE_SENDING);
    await expect(page).toHaveURL(/\/about$/);

    const answered = page.waitForResponse((response) => response.url().endsWith('/v1/contact'));
    await api.release();
    expect((await answered).status()).toBe(200);
    expect(failed).toEqual([]);
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
