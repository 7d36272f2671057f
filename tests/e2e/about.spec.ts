import { expect, test, waitForHydration } from '../utils/e2e';

test.describe('in motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the impact counters reach 20+, 10+ and 1M+ beside 30+ countries', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const impact = page.getByRole('region', { name: 'Our Development Impact' });
    await impact.scrollIntoViewIfNeeded();
    for (const figure of ['20+', '10+', '1M+', '30+']) {
      // The figure on screen; a visually hidden copy gives screen readers the final figure.
      await expect(impact.getByText(figure, { exact: true }).first()).toBeVisible();
    }
  });
});
