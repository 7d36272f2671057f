import { expect, RESOURCE_STATUS, test, waitForHydration } from '../utils/e2e';

// The browser logs the page's own 404 status as a failed resource; nothing else may be logged.
test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });

test('an unknown path answers 404 with the Not Found page, kept out of search results', async ({
  page,
}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/might have been moved or deleted/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await waitForHydration(page);
  const backHome = page.getByRole('link', { name: 'Back to Home' });
  await expect(backHome).toHaveAttribute('href', '/');
  await backHome.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Gateway to Digital Evolution',
  );
});
