// What the Playwright specs share: a `test` that fails on any page error or console error, and
// a wait for hydration.
import { expect, test as base, type Locator, type Page } from '@playwright/test';

// React warns in development about the theme's inline <script> in root.tsx; only that exact
// warning is let through, every other console error fails the test.
const KNOWN_DEV_WARNING = /Encountered a script tag while rendering React component/;

/** Playwright's `test` with an automatic `problems` list: anything in it fails the test. */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !KNOWN_DEV_WARNING.test(message.text())) {
          problems.push(`console: ${message.text()}`);
        }
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React owns `element` (React keeps its props on the DOM node). The pre-rendered
 * page is interactive-looking before hydration: a click then would submit a form natively or
 * do nothing.
 */
export async function waitForReact(element: Locator) {
  await expect
    .poll(
      () =>
        element.evaluate((node) =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$')),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Waits until React has hydrated the whole page. React gives an element its props once
 * everything inside it has hydrated, so the body is the last. `window.__reactRouterRouteModules`
 * is not enough: the inline module script sets it before the client entry has even loaded, and
 * a click then does nothing.
 */
export async function waitForHydration(page: Page) {
  await waitForReact(page.locator('body'));
}
