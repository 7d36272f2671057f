import { expect, test, waitForReact } from '../utils/e2e';
import { hasDividerBetween } from '../utils/e2e-layout';

test.describe('service detail', () => {
  test('Get Started scrolls to the consultation block (#contact)', async ({ page }) => {
    await page.goto('/services/ppc');
    const consultation = page.locator('#contact');
    await expect(consultation).not.toBeInViewport();
    await waitForReact(page.locator('main a[href="#contact"]').first());
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(consultation).toBeInViewport();
    await expect(consultation).toBeFocused();
    await expect(page).toHaveURL(/\/services\/ppc#contact$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('opens from the services list with client-side navigation', async ({ page }) => {
    await page.goto('/services');
    await waitForReact(page.locator('main a[href="/services/technology-integrations"]').first());
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // From the keyboard: with a mouse, hovering turns the card to its back, whose own link is
    // covered by the services spec.
    await page.getByRole('link', { name: 'Technology Integrations', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/technology-integrations$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Technology Integrations' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('a line marks the change from the questions to the consultation block', async ({ page }) => {
    await page.goto('/services/seo');
    const lastQuestion = page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .locator('details')
      .last();
    const consultation = page.getByRole('heading', { level: 2, name: 'Get a Free Consultation' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await hasDividerBetween(page, lastQuestion, consultation), `${width} px`).toBe(true);
    }
  });
});
