// What the Playwright specs share: a `test` that fails on any page error, console error or
// hydration warning, and waits for hydration and for the page to have rendered.
import { expect, test as base, type Locator, type Page } from '@playwright/test';

import { loadConfig } from '../../server/config';

// React warns in development about the theme's inline <script> in root.tsx; only that exact
// warning is let through, every other console error fails the test.
const KNOWN_DEV_WARNING = /Encountered a script tag while rendering React component/;

/** How Chromium logs a response with an error status, such as the Not Found page's own 404. */
export const RESOURCE_STATUS = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

/** How Chromium logs a request that failed at the network level (a refused or cut connection). */
export const RESOURCE_NETWORK_FAILURE = /^Failed to load resource: net::ERR_/;

/** One pattern that matches what any of `patterns` matches. */
export function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));
}

export interface ProblemOptions {
  /**
   * The console errors this test expects, by message text; set with `test.use`, combine with
   * `anyOf`. One pattern, not a list, as Playwright reads an array option as [value, options].
   * Page errors and hydration messages are never expected.
   */
  expectedConsoleErrors: RegExp | null;
}

/**
 * Playwright's `test` with an automatic `problems` list: uncaught page errors, console errors
 * not matched by `expectedConsoleErrors`, and any console message about hydration. Anything in
 * it at the end fails the test. The listeners sit on the context, so popups are watched too.
 */
export const test = base.extend<ProblemOptions & { problems: string[] }>({
  expectedConsoleErrors: [null, { option: true }],
  problems: [
    async ({ context, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
      context.on('console', (message) => {
        const text = message.text();
        // React reports a hydration mismatch as a recoverable error; catch its warnings too.
        const hydration = /hydrat/i.test(text);
        if (message.type() !== 'error' && !hydration) return;
        if (KNOWN_DEV_WARNING.test(text)) return;
        if (!hydration && expectedConsoleErrors?.test(text)) return;
        problems.push(`console ${message.type()}: ${text}`);
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
 * everything inside it has hydrated, so the body is the last.
 */
export async function waitForHydration(page: Page) {
  await waitForReact(page.locator('body'));
}

/**
 * Resolves once the page has run its pending tasks and drawn two more frames: what a scroll
 * handler, a React update scheduled by it, or a layout-shift report needs to show. A barrier
 * in the page's own event loop, where a fixed sleep would guess at the machine's speed.
 */
export async function afterNextPaint(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0),
      ),
  );
}

/**
 * Records, from now on, every document navigation of the page's main frame: the request for a
 * new document and the frame committing one. Playwright's press() and click() wait for a
 * navigation they start to commit, so right after them the list is complete.
 */
export function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      navigations.push(`${request.method()} ${request.url()}`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(`navigated to ${frame.url()}`);
  });
  return navigations;
}

/** The SITE_URL the build under test was made with, read as the build reads it. */
export const SITE_URL = loadConfig().siteUrl;

/** The spec's enquiry form where it appears as a page's own form, and how to find it there. */
export const ENQUIRY_FORM_PLACES = [
  {
    title: 'the contact page',
    path: '/contact',
    form: (page: Page) => page.getByRole('main').getByRole('form', { name: 'Enquiry form' }),
  },
  {
    title: 'the home page (#contact)',
    path: '/',
    form: (page: Page) => page.locator('#contact').getByRole('form', { name: 'Enquiry form' }),
  },
] as const;

/** The /admin password of a build made without ADMIN_PASSWORD (vite.config.ts, README). */
export const LOCAL_ADMIN_PASSWORD = 'nexora-admin';
