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

test('a page a host serves at an address of another route is replaced there, not doubled', async ({
  page,
  problems,
}) => {
  // Cloudflare Pages answers any unknown address under /services/ with the nearest 404.html,
  // even /services/a/b, which is no service's address: the page, rendered for a service that
  // does not exist, hydrates there on the catch-all route.
  await page.route('**/services/a/b', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'text/html; charset=utf-8',
      path: 'build/client/services/404.html',
    }),
  );
  await page.goto('/services/a/b');
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  // React reports the difference it found (error #418, "hydration failed") before it replaces
  // the page: here it is expected, nothing else is.
  const expected = /^pageerror: Minified React error #418;/;
  problems.splice(0, problems.length, ...problems.filter((problem) => !expected.test(problem)));
});

test('a page typed in other letters goes on to the page, as a redirect would', async ({ page }) => {
  // The server has no /Contact file and answers with the Not Found page (404), which sends the
  // browser on to /contact before it hydrates: no mismatch, and Back skips /Contact.
  await page.goto('/about');
  const response = await page.goto('/Contact?from=card#top');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/contact\?from=card#top$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);

  await page.goto('/Services/seo');
  await expect(page).toHaveURL(/\/services\/seo$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);

  // Slugs too: the Studio keeps them in small letters.
  await page.goto('/services/SEO');
  await expect(page).toHaveURL(/\/services\/seo$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Engine Optimization');
});
