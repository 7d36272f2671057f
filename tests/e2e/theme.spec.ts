// The theme toggle before React runs: the pre-rendered header cannot know a theme stored in the
// visitor's browser, so its icon must follow the theme class the inline script sets, not the
// server's default (dark).
import { expect, RESOURCE_NETWORK_FAILURE, test } from '../utils/e2e';

// The app's scripts are refused on purpose.
test.use({ expectedConsoleErrors: RESOURCE_NETWORK_FAILURE });

for (const theme of ['light', 'dark'] as const) {
  test(`before hydration the theme toggle shows the icon for leaving the stored ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    // The inline theme script runs; the app's modules never arrive, so React never hydrates.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );

    const toggle = page.getByRole('banner').getByRole('button', { name: /^Switch to/ });
    const shownIcons = toggle.locator('svg:visible');
    await expect(shownIcons).toHaveCount(1);
    // A sun leads to the light theme (a circle for its disc), a moon to the dark one.
    await expect(shownIcons.locator('circle')).toHaveCount(theme === 'dark' ? 1 : 0);
  });
}
