// axe-core with the WCAG 2.2 AA rule tags on every route, in both themes, at 375 and 1280 px:
// no serious or critical violation may remain.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { SITE_ROUTES, UNKNOWN_ROUTE } from '../utils/site-routes';
import { waitForHydration } from '../utils/e2e';

const ROUTES = [...SITE_ROUTES, UNKNOWN_ROUTE];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

for (const theme of ['dark', 'light'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${theme} theme at ${viewport.width} px`, () => {
      test.use({ viewport, reducedMotion: 'reduce' });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      });

      for (const route of ROUTES) {
        test(`${route} has no serious or critical violations`, async ({ page }) => {
          await page.goto(route);
          await waitForHydration(page);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const blocking = results.violations
            .filter(
              (violation) => violation.impact === 'serious' || violation.impact === 'critical',
            )
            .map((violation) => ({
              id: violation.id,
              impact: violation.impact,
              targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
            }));
          expect(blocking).toEqual([]);
        });
      }
    });
  }
}
