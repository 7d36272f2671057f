// Nothing a visitor types into a pre-rendered form before its JavaScript arrives is lost. The
// scripts are held back until the test has typed; after hydration every value must still show,
// and React must hold it too, which a submit proves.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../utils/e2e';

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

test('without JavaScript, Send stays disabled and posts nothing, the chat’s too', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  const form = page.getByRole('main').getByRole('form', { name: 'Enquiry form' });
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  // Enter in a field does not post what was typed into the page's address either.
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Not sent');
  await form.getByRole('textbox', { name: 'Full Name' }).press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  // The chat on /chatbot is pre-rendered too: it reads, and its Send stays disabled.
  await page.goto('/chatbot');
  const chat = page.getByRole('region', { name: 'Chat Assistant' });
  await expect(chat).toContainText("To get started, what's your email address?");
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await context.close();
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

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

test('/chatbot shows its chat before the scripts, and keeps an answer typed meanwhile', async ({
  page,
}) => {
  const hydrate = await openBeforeScripts(page, '/chatbot');
  const chat = page.getByRole('region', { name: 'Chat Assistant' });
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText("To get started, what's your email address?");
  const box = chat.getByRole('textbox', { name: 'Enter your email address' });
  await box.fill('ann@example.com');
  await hydrate();

  await expect(box).toHaveValue('ann@example.com');
  await box.press('Enter');
  await expect(log).toContainText('ann@example.com');
  await expect(log).toContainText("Thanks! What's the best phone number to reach you?");
  await expect(chat.getByRole('textbox', { name: 'Enter your phone number' })).toHaveValue('');
});
