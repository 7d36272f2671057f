import { expect, test } from '../utils/e2e';

test.describe('/contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('shows the hero, the message form and the contact details', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();

    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(info.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  });

  test('opens the social profiles in a new tab', async ({ page }) => {
    const social = page.getByRole('region', { name: 'Follow Us' });
    for (const name of [/LinkedIn/, /Instagram/]) {
      const link = social.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('shows the office, the business hours and a map link', async ({ page }) => {
    const findUs = page.getByRole('region', { name: 'Find Us' });
    const office = findUs.getByRole('article', { name: 'Our Office' });
    await expect(office).toBeVisible();
    for (const text of [
      'Monday - Friday',
      '9:00 AM - 6:00 PM',
      'Saturday',
      '10:00 AM - 2:00 PM',
      'Sunday',
      'Closed',
    ]) {
      await expect(office.getByText(text, { exact: true })).toBeVisible();
    }
    const map = findUs.getByRole('link', { name: /Open in maps/ });
    await expect(map).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expect(map).toHaveAttribute('target', '_blank');
  });
});
