// axe-core with the WCAG 2.2 AA rule tags on every route: no serious or critical violation.
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

// Each route is scanned once, the themes and widths taking turns route by route, so both themes
// are scanned at both widths; Home, the richest page, is scanned in both themes.
const SCANS = [
  ...[...SITE_ROUTES, UNKNOWN_ROUTE].map((route, index) => ({
    route,
    theme: THEMES[index % THEMES.length]!,
    viewport: VIEWPORTS[Math.floor(index / THEMES.length) % VIEWPORTS.length]!,
  })),
  { route: '/', theme: THEMES[1]!, viewport: VIEWPORTS[1]! },
];

for (const { route, theme, viewport } of SCANS) {
  test.describe(`${theme} theme at ${viewport.width} px`, () => {
    test.use({
      viewport,
      reducedMotion: 'reduce',
      // The browser logs the Not Found page's own 404 status as a failed resource.
      expectedConsoleErrors: route === UNKNOWN_ROUTE ? RESOURCE_STATUS(404) : null,
    });

    test(`${route} has no serious or critical violations`, async ({ page }) => {
      await openInTheme(page, theme);
      await expectNoBlockingViolations(page, route, theme);
    });
  });
}
