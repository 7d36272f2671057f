// axe-core with the WCAG 2.2 AA rule tags on every route in both themes, one scan per route and
// theme: the dark theme at the phone's width, the light one at the desktop's, so every route is
// scanned at both widths too. No serious or critical violation may remain.
import type { Page } from '@playwright/test';

import { expect, RESOURCE_STATUS, test, waitForHydration } from '../utils/e2e';
import {
  blockingViolations,
  expectTheme,
  openInTheme,
  THEMES,
  VIEWPORTS,
  type Theme,
} from '../utils/e2e-axe';
import { SITE_ROUTES, UNKNOWN_ROUTE } from '../utils/site-routes';

async function expectNoBlockingViolations(page: Page, route: string, theme: Theme) {
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expectTheme(page, theme);
  expect(await blockingViolations(page)).toEqual([]);
}

THEMES.forEach((theme, index) => {
  const viewport = VIEWPORTS[index % VIEWPORTS.length]!;

  test.describe(`${theme} theme at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await openInTheme(page, theme);
    });

    for (const route of SITE_ROUTES) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        await expectNoBlockingViolations(page, route, theme);
      });
    }

    test.describe('the Not Found page', () => {
      // The browser logs the page's own 404 status as a failed resource.
      test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });

      test(`${UNKNOWN_ROUTE} has no serious or critical violations`, async ({ page }) => {
        await expectNoBlockingViolations(page, UNKNOWN_ROUTE, theme);
      });
    });
  });
});
