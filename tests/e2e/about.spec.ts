import { expect, test, waitForHydration } from '../utils/e2e';

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
});

test('the about page tells who we are, with both founding readings', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nexora Digital');
  await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const who = page.getByRole('region', { name: 'Who We Are' });
  await expect(who).toContainText('founded in 2024');
  await expect(who.getByRole('definition').first()).toHaveText('2024');
  await expect(who).toContainText('Years of team experience');
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
});

test.describe('in motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the impact counters reach 20+, 10+ and 1M+ beside 30+ countries', async ({ page }) => {
    const impact = page.getByRole('region', { name: 'Our Development Impact' });
    await impact.scrollIntoViewIfNeeded();
    for (const figure of ['20+', '10+', '1M+', '30+']) {
      // The figure on screen; a visually hidden copy gives screen readers the final figure.
      await expect(impact.getByText(figure, { exact: true }).first()).toBeVisible();
    }
  });
});

test('Explore Our Services leads to /services', async ({ page }) => {
  await page.getByRole('link', { name: 'Explore Our Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});
