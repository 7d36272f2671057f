// Every route of the spec's table, loaded directly from the pre-rendered build: status 200,
// its own title, no console error, no hydration warning, no horizontal overflow at 320 px.
import { expect, test, type Page } from '@playwright/test';

import { SITE_ROUTES } from '../utils/site-routes';
import { waitForHydration } from '../utils/e2e';

const ROUTES = SITE_ROUTES;

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Hydrated, and done loading what hydration asked for. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

for (const route of ROUTES) {
  test(`${route} loads pre-rendered, hydrates cleanly`, async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    await settled(page);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('no route scrolls sideways at 320 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  const overflowing: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await settled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) overflowing.push(`${route} (+${overflow}px)`);
  }
  expect(overflowing).toEqual([]);
});

test('an unknown path answers 404 with the Not Found page', async ({ page }) => {
  const problems = collectProblems(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await settled(page);
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('after hydration, links navigate client-side without a full reload', async ({ page }) => {
  await page.goto('/');
  await settled(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('every route sets its text in the self-hosted Inter from the small subsets only', async ({
  page,
}) => {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  for (const route of ROUTES) {
    const fonts: string[] = [];
    const onResponse = (response: { url(): string }) => {
      if (response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname);
    };
    page.on('response', onResponse);
    await page.goto(route);
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    page.off('response', onResponse);
    // Only the preloaded core (and the rupee subset where a salary shows), never Fontsource's
    // 48 KB Latin or 84 KB Latin Extended files.
    expect(fonts.filter((font) => !/\/inter-(core|symbols)-[\w-]+\.woff2$/.test(font))).toEqual([]);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(
      used.map((font) => font.familyName),
      route,
    ).toEqual(['Inter']);
  }
});
