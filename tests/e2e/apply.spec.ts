// The job application in a real browser: its sections, the
// default position, the resume field, the checks that keep what was typed, and a submission
// that stays in the browser.
import type { Locator, Page } from '@playwright/test';

import { expect, recordNavigations, test, waitForReact } from '../utils/e2e';
import { recordRequests } from '../utils/page-requests';

/** Opens /apply and waits until React owns the form, so a submit is handled, not posted. */
async function openForm(page: Page) {
  await page.goto('/apply');
  const form = page.getByRole('form', { name: 'Job application' });
  await waitForReact(form);
  return form;
}

function fields(form: Locator) {
  return {
    firstName: form.getByRole('textbox', { name: 'First name' }),
    lastName: form.getByRole('textbox', { name: 'Last name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    phone: form.getByRole('textbox', { name: 'Phone' }),
    position: form.getByRole('combobox', { name: 'Position' }),
    portfolio: form.getByRole('textbox', { name: 'Portfolio URL (optional)' }),
    linkedin: form.getByRole('textbox', { name: 'LinkedIn profile (optional)' }),
    resume: form.getByLabel('Resume'),
    coverLetter: form.getByRole('textbox', { name: 'Cover letter' }),
  };
}

const smallPdf = {
  name: 'ann-lee-resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** Fills in what the form requires, for Ann Lee, with the given cover letter. */
async function fillRequired(form: Locator, coverLetter: string) {
  const field = fields(form);
  await field.firstName.fill('Ann');
  await field.lastName.fill('Lee');
  await field.email.fill('ann@example.com');
  await field.phone.fill('+91 98765 43210');
  await field.resume.setInputFiles(smallPdf);
  await field.coverLetter.fill(coverLetter);
}

test('a complete application is confirmed in the page and sent nowhere', async ({ page }) => {
  const form = await openForm(page);
  await page.waitForLoadState('networkidle');
  const requests = recordRequests(page);
  const logged = page.waitForEvent(
    'console',
    (message) => message.type() === 'info' && message.text().includes('not transmitted'),
  );

  await fillRequired(form, 'I would love to grow your clients’ search traffic.');
  await fields(form).portfolio.fill('https://ann.dev');
  await form.getByRole('button', { name: 'Submit Application' }).click();

  const received = page.getByRole('heading', { name: 'Application received' });
  await expect(received).toBeVisible();
  await expect(received).toBeFocused();
  const confirmation = page.getByRole('region', { name: 'Application received' });
  await expect(confirmation.getByText(/in this browser session only/)).toBeVisible();
  await expect(confirmation.getByRole('link', { name: /@/ })).toHaveAttribute(
    'href',
    /^mailto:[^@\s]+@[^@\s]+$/,
  );
  const entry = await (await logged).args()[1]?.jsonValue();
  expect(entry).toMatchObject({
    firstName: 'Ann',
    position: 'Senior SEO Specialist',
    resume: smallPdf.name,
  });
  expect(requests).toEqual([]);

  await confirmation.getByRole('link', { name: 'Back to Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test("'Back to Careers' on the form goes to /careers", async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole('link', { name: 'Back to Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

const LEAVE_UNSENT =
  'Leave this page? What you typed in the form has not been sent and will be lost.';

test.describe('leaving a half-written application', () => {
  test("'Back to Careers' asks first; staying keeps the cover letter", async ({ page }) => {
    const form = await openForm(page);
    const field = fields(form);
    await field.firstName.fill('Ann');
    await field.coverLetter.fill('Three paragraphs about why I fit.');
    const shown: string[] = [];
    page.once('dialog', (dialog) => {
      shown.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await form.getByRole('link', { name: 'Back to Careers' }).click();

    await expect.poll(() => shown).toEqual([`confirm: ${LEAVE_UNSENT}`]);
    await expect(page).toHaveURL(/\/apply$/);
    await expect(field.coverLetter).toHaveValue('Three paragraphs about why I fit.');
    await expect(field.firstName).toHaveValue('Ann');
  });

  test('accepting leaves, from a nav link too', async ({ page }) => {
    const form = await openForm(page);
    await fields(form).coverLetter.fill('Draft');
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('before the page has hydrated', () => {
  test.use({ javaScriptEnabled: false });

  test('the form cannot be submitted natively: Enter in a field does not navigate', async ({
    page,
  }) => {
    await page.goto('/apply');
    const form = page.getByRole('form', { name: 'Job application' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
    await fields(form).email.fill('ann@example.com');
    const navigations = recordNavigations(page);
    await fields(form).email.press('Enter');
    // press() waits for a navigation it starts, so a native submit would be listed by now.
    expect(navigations).toEqual([]);
    await expect(fields(form).email).toHaveValue('ann@example.com');

    // The same press on a link does navigate, and is listed at once: the check above is live.
    await form.getByRole('link', { name: 'Back to Careers' }).press('Enter');
    expect(navigations).toContainEqual(expect.stringMatching(/^GET .*\/careers$/));
  });
});

test("'Apply Now' on an opening that is a position choice arrives with it chosen", async ({
  page,
}) => {
  // Loaded in full (the pre-rendered /apply shows the default until it hydrates) and reached by
  // a click from /careers (client navigation).
  await page.goto('/apply?position=Full+Stack+Developer');
  let form = page.getByRole('form', { name: 'Job application' });
  await waitForReact(form);
  await expect(fields(form).position).toHaveValue('Full Stack Developer');

  await page.goto('/careers');
  await waitForReact(page.getByRole('main'));
  await page.getByRole('link', { name: 'Apply Now for Full Stack Developer' }).click();
  form = page.getByRole('form', { name: 'Job application' });
  await expect(fields(form).position).toHaveValue('Full Stack Developer');

  await page.goBack();
  await page.getByRole('link', { name: 'Apply Now for Front-end Developer' }).click();
  await expect(fields(form).position).toHaveValue('Senior SEO Specialist');
});

test('the confirmation keeps the application: an e-mail holding it, and the letter to copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const form = await openForm(page);
  await expect(form).toHaveAccessibleDescription(/^This form does not send your application/);
  await fillRequired(form, 'Dear team,\n\nI would love to join.');
  await form.getByRole('button', { name: 'Submit Application' }).click();

  const email = page.getByRole('link', { name: 'E-mail your application' });
  await expect(email).toHaveAttribute(
    'href',
    /^mailto:[^?]+\?subject=Application%3A%20Senior%20SEO%20Specialist%20%E2%80%93%20Ann%20Lee&body=.*Dear%20team%2C%0D%0A%0D%0AI%20would%20love%20to%20join\.$/,
  );
  const letter = page.getByRole('region', { name: 'Your cover letter' });
  await letter.getByRole('button', { name: 'Copy cover letter' }).click();
  await expect(letter.getByRole('status')).toHaveText('Cover letter copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Dear team,\n\nI would love to join.',
  );
});
