// axe-core with the WCAG 2.2 AA rule tags on every route, in both themes, at 375 and 1280 px:
// no serious or critical violation may remain. One page load per route and theme, scanned at
// the phone's width and again once widened to the desktop's.
import type { Page } from '@playwright/test';

import { afterNextPaint, expect, RESOURCE_STATUS, test, waitForHydration } from '../utils/e2e';
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
  const found: Record<number, Awaited<ReturnType<typeof blockingViolations>>> = {};
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await afterNextPaint(page);
    found[viewport.width] = await blockingViolations(page);
  }
  expect(found).toEqual(Object.fromEntries(VIEWPORTS.map(({ width }) => [width, []])));
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ viewport: VIEWPORTS[0], reducedMotion: 'reduce' });
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
}
