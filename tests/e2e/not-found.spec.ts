import { expect, test } from '@playwright/test';
import { waitForHydration } from '../utils/e2e';

test('an unknown path shows the Not Found page, kept out of search results', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/might have been moved or deleted/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await waitForHydration(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Gateway to Digital Evolution',
  );
});
