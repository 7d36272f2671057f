// axe-core as the browser suites run it: the WCAG 2.2 AA rule tags, and only serious and
// critical findings count. Shared by tests/a11y and the specs that check a state axe cannot
// reach from a fresh page load (an open chat, a conversation under way).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from './e2e';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const THEMES = ['dark', 'light'] as const;

export type Theme = (typeof THEMES)[number];

/** The phone and desktop widths the browser suites check every route at. */
export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/** Makes every page of the test open in `theme`, as a visitor who chose it before would. */
export async function openInTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Checks that the page shows `theme`, so a scan never runs in the other one by mistake. */
export async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * The page's serious and critical axe findings, reduced to what a failure message needs;
 * `include` limits the scan to one part of the page (a CSS selector).
 */
export async function blockingViolations(page: Page, { include }: { include?: string } = {}) {
  // Legacy mode runs axe in the page itself: the default merges per-frame results in a blank
  // page of its own, and the site has no frames. Only violations are read; `options` goes first
  // as it replaces the tags.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
