// What a visitor types into a pre-rendered form before its JavaScript has arrived (nothing
// typed is lost). The page's scripts are held back until the test has typed, then
// released; after hydration every value must still be shown and React must hold it too, which
// a submit proves.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { EARLY_FIELDS_KEY, earlyNoticeCopy } from '../../web/components/forms/early-actions';
import { expect, test, waitForHydration } from '../utils/e2e';
import { blockingViolations, expectTheme, openInTheme } from '../utils/e2e-axe';

const SUCCESS = 'Thank you! Your message has been sent successfully.';

// Where the test server's contact stand-in appends enquiries (ENQUIRIES_FILE in
// playwright.config.ts).
const ENQUIRIES_FILE = path.resolve('test-results/enquiries.ndjson');

/**
 * Opens `path` with every script chunk held back, as a slow connection delivers them after the
 * pre-rendered fields are already on screen. The returned function lets them through and waits
 * until React has hydrated the page.
 */
async function openBeforeScripts(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // The load event waits for the held scripts; the pre-rendered HTML is what the visitor sees.
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await waitForHydration(page);
  };
}

/** The enquiry lines the contact stand-in stored whose details contain `marker`. */
async function storedEnquiries(marker: string) {
  return (await readFile(ENQUIRIES_FILE, 'utf8'))
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line) as Record<string, string>);
}

/** The root route's module, which every page imports before anything runs. */
const ROOT_MODULE = '**/assets/root-*.js';

/** What the early script keeps in the tab's storage for a reload (null when nothing). */
const keptFields = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), EARLY_FIELDS_KEY);

/**
 * Opens `path` with the page's root module failing to load, as a dropped connection leaves it.
 * The returned function lets it load again.
 */
async function openWithFailingScripts(page: Page, path: string) {
  await page.route(ROOT_MODULE, (route) => route.abort('connectionreset'));
  await page.goto(path);
  return () => page.unroute(ROOT_MODULE);
}

/** Fills /contact's required enquiry fields, as a visitor types them. */
async function fillEnquiry(
  form: Locator,
  values: { fullName: string; email: string; service: string; details: string },
) {
  await form.getByRole('textbox', { name: 'Full Name' }).fill(values.fullName);
  await form.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await form.getByRole('combobox', { name: 'Service Interested In' }).selectOption(values.service);
  await form.getByRole('textbox', { name: 'Project Details' }).fill(values.details);
}

/** Unique to this run and test, so the stored line found is the one this test sent. */
const uniqueDetails = (text: string) =>
  `${text} (${test.info().testId}-${Date.now().toString(36)})`;

test.skip(
  process.env.E2E_BASE_URL !== undefined,
  'An external server keeps its enquiries file elsewhere, and a dev server is never pre-rendered.',
);

test('an enquiry typed on /contact before hydration is kept, and sent in full', async ({
  page,
}) => {
  const hydrate = await openBeforeScripts(page, '/contact');
  const form = page.getByRole('main').getByRole('form', { name: 'Enquiry form' });
  const fullName = form.getByRole('textbox', { name: 'Full Name' });
  const email = form.getByRole('textbox', { name: 'Email' });
  const company = form.getByRole('textbox', { name: 'Company Name' });
  const service = form.getByRole('combobox', { name: 'Service Interested In' });
  const details = form.getByRole('textbox', { name: 'Project Details' });
  const projectDetails = uniqueDetails('We want to move our servers to the cloud.');

  await fullName.fill('Typed early');
  await email.fill('early@example.com');
  await company.fill('Early Birds');
  await service.selectOption('Cloud Solutions');
  await details.fill(projectDetails);
  await hydrate();

  await expect(fullName).toHaveValue('Typed early');
  await expect(email).toHaveValue('early@example.com');
  await expect(company).toHaveValue('Early Birds');
  await expect(service).toHaveValue('Cloud Solutions');
  await expect(details).toHaveValue(projectDetails);
  // Where the visitor was typing, they still are: more keys add to the end of their text.
  await expect(details).toBeFocused();
  await details.pressSequentially(' Soon.');
  await expect(details).toHaveValue(`${projectDetails} Soon.`);

  const response = page.waitForResponse((answer) =>
    new URL(answer.url()).pathname.endsWith('/v1/contact'),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await response).status()).toBe(200);
  await expect(form.getByText(SUCCESS)).toBeVisible();
  expect(await storedEnquiries(projectDetails)).toEqual([
    expect.objectContaining({
      fullName: 'Typed early',
      email: 'early@example.com',
      companyName: 'Early Birds',
      serviceInterested: 'Cloud Solutions',
      projectDetails: `${projectDetails} Soon.`,
    }),
  ]);
});

test('Send tapped before the page runs is sent once it does, once', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/contact');
  const form = page.getByRole('main').getByRole('form', { name: 'Enquiry form' });
  const projectDetails = uniqueDetails('Sent before the scripts came.');
  await fillEnquiry(form, {
    fullName: 'Early Sender',
    email: 'sender@example.com',
    service: 'Web Development',
    details: projectDetails,
  });
  // Tapped twice, then Enter: the browser must not post the page to itself, and the
  // enquiry goes once.
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  await send.click();
  // The wait shows: a held Send says the page is still loading.
  const waiting = page.getByText(earlyNoticeCopy.waiting);
  await expect(waiting).toHaveRole('status');
  await send.click();
  await form.getByRole('textbox', { name: 'Full Name' }).press('Enter');
  await expect(page).toHaveURL(/\/contact$/);

  const response = page.waitForResponse((answer) =>
    new URL(answer.url()).pathname.endsWith('/v1/contact'),
  );
  await hydrate();
  expect((await response).status()).toBe(200);
  await expect(form.getByText(SUCCESS)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  expect(await storedEnquiries(projectDetails)).toEqual([
    expect.objectContaining({ fullName: 'Early Sender', serviceInterested: 'Web Development' }),
  ]);
});

test.describe('a script from elsewhere that fails (a browser extension’s)', () => {
  test.use({ expectedConsoleErrors: /Content Security Policy/ });

  test('does not count as the page failing', async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/contact');
    // The page's policy refuses it, and the browser reports an error on the element, as it
    // would for any script that cannot load.
    const refused = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.src = 'https://extension.invalid/content.js';
          script.onerror = () => resolve(true);
          document.body.appendChild(script);
        }),
    );
    expect(refused).toBe(true);
    const form = page.getByRole('main').getByRole('form', { name: 'Enquiry form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(earlyNoticeCopy.waiting)).toHaveRole('status');
    await expect(page.getByRole('button', { name: earlyNoticeCopy.reload })).toHaveCount(0);
    await hydrate();
    await expect(page.getByText(earlyNoticeCopy.waiting)).toHaveCount(0);
  });
});

test.describe('when the page’s scripts fail to load', () => {
  test.use({ expectedConsoleErrors: /net::ERR_CONNECTION_RESET/ });

  test('Send says so, and a reload keeps what was typed', async ({ page }) => {
    await openInTheme(page, 'light');
    const connectionBack = await openWithFailingScripts(page, '/contact');
    const form = page.getByRole('main').getByRole('form', { name: 'Enquiry form' });
    const projectDetails = uniqueDetails('Typed while the scripts failed.');
    await fillEnquiry(form, {
      fullName: 'Stranded Sender',
      email: 'stranded@example.com',
      service: 'Cloud Solutions',
      details: projectDetails,
    });
    await form.getByRole('button', { name: 'Send Message' }).click();

    // Not a silent button: the failure is said, and focus is on the way out of it.
    const reload = page.getByRole('button', { name: earlyNoticeCopy.reload });
    await expect(reload).toBeFocused();
    await expect(reload).toHaveAccessibleDescription(earlyNoticeCopy.failedSend);
    await expect(page.getByText(earlyNoticeCopy.failedSend)).toHaveRole('status');
    await expectTheme(page, 'light');
    expect(await blockingViolations(page)).toEqual([]);

    await connectionBack();
    await reload.click();
    await waitForHydration(page);
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Stranded Sender');
    await expect(form.getByRole('textbox', { name: 'Project Details' })).toHaveValue(
      projectDetails,
    );
    await expect(reload).toHaveCount(0);
    // What came back is in the form's state: Send sends all of it.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(SUCCESS)).toBeVisible();
    expect(await storedEnquiries(projectDetails)).toEqual([
      expect.objectContaining({
        fullName: 'Stranded Sender',
        email: 'stranded@example.com',
        serviceInterested: 'Cloud Solutions',
      }),
    ]);
    // Read once: nothing typed stays in the tab's storage.
    expect(await keptFields(page)).toBeNull();
  });

  test('what was typed comes back only on a reload of the same page', async ({ page }) => {
    await openWithFailingScripts(page, '/contact');
    const fullName = page.getByRole('main').getByRole('textbox', { name: 'Full Name' });
    await fullName.fill('Left Behind');
    // Leaving by a link, then coming back by another: a new visit starts empty.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/contact');
    await expect(fullName).toHaveValue('');
    expect(await keptFields(page)).toBeNull();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 700 } });

    test('a tap on the menu says the page did not load', async ({ page }) => {
      await openWithFailingScripts(page, '/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByText(earlyNoticeCopy.failedClick)).toHaveRole('status');
      await expect(page.getByRole('button', { name: earlyNoticeCopy.reload })).toBeFocused();
      await expectTheme(page, 'dark');
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
});

test('without JavaScript, Send stays disabled and posts nothing, the chat’s too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('button', { name: 'Send Message' })).toBeDisabled();
  // The chat on /chatbot is pre-rendered too: it reads, and its Send stays disabled.
  await page.goto('/chatbot');
  const chat = page.getByRole('region', { name: 'Chat Assistant' });
  await expect(chat).toContainText("To get started, what's your email address?");
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await context.close();
});

test('a tap on the theme switch before the page runs switches it at once, and only once', async ({
  page,
}) => {
  const hydrate = await openBeforeScripts(page, '/about');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  // With the page's scripts still held back.
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f8fafc');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await hydrate();
  // Not replayed as a second tap once React runs.
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
});

test('keys typed while the page hydrates all reach the enquiry', async ({ page }) => {
  // A slow phone: hydration takes long enough that typing overlaps it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const hydrate = await openBeforeScripts(page, '/contact');
  const form = page.getByRole('main').getByRole('form', { name: 'Enquiry form' });
  const fullName = form.getByRole('textbox', { name: 'Full Name' });

  await fullName.pressSequentially('Ann');
  const hydrated = hydrate();
  await fullName.pressSequentially(' Lee-Whitfield', { delay: 30 });
  await hydrated;

  await expect(fullName).toHaveValue('Ann Lee-Whitfield');
  // The other fields are left empty on purpose: their complaints prove React holds the name.
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(fullName).toHaveValue('Ann Lee-Whitfield');
});

test('the footer newsletter subscribes an address typed before hydration', async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  const email = form.getByRole('textbox', { name: 'Email address' });

  await email.fill('early@example.com');
  await hydrate();

  await expect(email).toHaveValue('early@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Thanks for your interest! Our newsletter has not launched yet, so your address was not saved.',
  );
  await expect(form.getByText('Please enter your email address.')).toHaveCount(0);
});

// A `type="button"` button does nothing until React runs it; a tap on one before then is held
// and replayed, as the menu's is (early-actions.ts).
test.describe('buttons tapped before the page runs', () => {
  test('a /services card tapped turns over once the page runs', async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/services');
    const flip = page.getByRole('button', { name: 'Show details for Technology Integrations' });
    await flip.click();
    const waiting = page.getByText(earlyNoticeCopy.waiting);
    await expect(waiting).toHaveRole('status');
    await hydrate();
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    // The back face is the one shown now: its link is in reach.
    await expect(
      page.getByRole('link', { name: 'Learn more about Technology Integrations' }),
    ).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });

  test('a /case-studies filter tapped applies once the page runs', async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/case-studies');
    const filters = page.getByRole('main');
    await filters.getByRole('button', { name: 'Cloud Solutions', exact: true }).click();
    await hydrate();
    await expect(
      filters.getByRole('button', { name: 'Cloud Solutions', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the testimonials’ dot and arrows tapped take effect in order', async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/');
    const carousel = page.getByRole('group', { name: 'Client testimonials' });
    await carousel.getByRole('button', { name: 'Go to testimonial 7' }).click();
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await hydrate();
    await expect(carousel.getByRole('button', { name: 'Go to testimonial 9' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.locator('[aria-current]')).toHaveCount(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('a tap on the menu before the page runs opens it once it does', async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await hydrate();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test("the home page's enquiry keeps a name typed before hydration", async ({ page }) => {
    const hydrate = await openBeforeScripts(page, '/');
    const form = page.locator('#contact').getByRole('form', { name: 'Enquiry form' });
    const fullName = form.getByRole('textbox', { name: 'Full Name' });

    await fullName.fill('Typed early');
    await hydrate();

    await expect(fullName).toHaveValue('Typed early');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveValue('Typed early');
  });
});

test("a service page's consultation typed before hydration is sent in full", async ({ page }) => {
  const hydrate = await openBeforeScripts(page, '/services/seo');
  const form = page
    .locator('#contact')
    .getByRole('form', { name: 'Consultation about Search Engine Optimization' });
  const message = uniqueDetails('We need to rank for our products.');

  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ravi Kumar');
  await form.getByRole('textbox', { name: 'Email' }).fill('ravi@example.in');
  await form.getByRole('textbox', { name: 'Company' }).fill('Kumar Textiles');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await hydrate();

  await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ravi Kumar');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  const response = page.waitForResponse((answer) =>
    new URL(answer.url()).pathname.endsWith('/v1/contact'),
  );
  await form.getByRole('button', { name: "Let's Talk" }).click();
  expect((await response).status()).toBe(200);
  await expect(form.getByText(SUCCESS)).toBeVisible();
  expect(await storedEnquiries(message)).toEqual([
    expect.objectContaining({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.in',
      companyName: 'Kumar Textiles',
      serviceInterested: 'Search Engine Optimization',
      projectDetails: message,
    }),
  ]);
});

test('an application filled in before hydration, resume included, is received in full', async ({
  page,
}) => {
  const hydrate = await openBeforeScripts(page, '/apply');
  const form = page.getByRole('form', { name: 'Job application' });
  const coverLetter = form.getByRole('textbox', { name: 'Cover letter' });
  const resume = form.getByLabel('Resume');

  await form.getByRole('textbox', { name: 'First name' }).fill('Ann');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
  await form.getByRole('combobox', { name: 'Position' }).selectOption('Full Stack Developer');
  await form.getByRole('textbox', { name: 'Portfolio URL (optional)' }).fill('https://ann.dev');
  await resume.setInputFiles({
    name: 'ann-lee-resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await coverLetter.fill('I would love to build your clients’ products.');
  await hydrate();

  await expect(coverLetter).toHaveValue('I would love to build your clients’ products.');
  await expect(resume).toHaveValue(/ann-lee-resume\.pdf$/);
  const logged = page.waitForEvent(
    'console',
    (entry) => entry.type() === 'info' && entry.text().includes('not transmitted'),
  );
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  expect(await (await logged).args()[1]?.jsonValue()).toEqual({
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '+91 98765 43210',
    position: 'Full Stack Developer',
    portfolio: 'https://ann.dev',
    linkedin: '',
    resume: 'ann-lee-resume.pdf',
    coverLetter: 'I would love to build your clients’ products.',
  });
});

test('/chatbot shows its chat before the scripts, and keeps an answer sent meanwhile', async ({
  page,
}) => {
  const hydrate = await openBeforeScripts(page, '/chatbot');
  const chat = page.getByRole('region', { name: 'Chat Assistant' });
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText("To get started, what's your email address?");
  const box = chat.getByRole('textbox', { name: 'Enter your email address' });
  await box.fill('ann@example.com');
  await box.press('Enter');
  await hydrate();

  // Sent once React ran: the conversation took it and moved on to the phone number.
  await expect(log).toContainText('ann@example.com');
  await expect(log).toContainText("Thanks! What's the best phone number to reach you?");
  await expect(chat.getByRole('textbox', { name: 'Enter your phone number' })).toHaveValue('');
});
