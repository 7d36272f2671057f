// The header with a company name as long as Site settings allow (80 characters): the logo, the
// links and the buttons stay on one row at every width, and the page never scrolls sideways.
import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../utils/e2e';

/** The company name in the seed (Site settings), as the built pages and the lake carry it. */
const SEED_NAME = 'Nexora Digital';

const LONG_NAMES = [
  // 34 characters: the first length that wrapped the header at 375 and 1024 px.
  'Nexora Digital Solutions Pvt. Ltd.',
  // 80 characters, the most the Studio accepts.
  'Nexora Digital Solutions and Software Consulting Services Private Limited, India',
  // One word, under the Studio's warning at 30 characters: it wrapped the header on phones.
  'PricewaterhouseCoopers',
  // One word, as long as German makes them.
  'Rechtsschutzversicherungsgesellschaften',
];

/** The page's Content-Security-Policy, in its <meta> tag. */
const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/**
 * Serves the site as if editors had changed the company name: the pre-rendered pages, their
 * data and the content queries all carry `name`, so the page hydrates as it would after a
 * rebuild.
 */
async function serveCompanyName(page: Page, name: string) {
  await page.route('**/*', async (route) => {
    // The page itself, its route data and the content queries (XHR from @sanity/client).
    if (!['document', 'fetch', 'xhr'].includes(route.request().resourceType())) {
      return route.fallback();
    }
    const response = await route.fetch();
    const headers = { ...response.headers() };
    // The body is handed on decoded and changed in length.
    delete headers['content-length'];
    delete headers['content-encoding'];
    // The policy allows the page's inline scripts by their hashes, and the name is in them: a
    // rebuild would hash them again, here the policy is left out.
    delete headers['content-security-policy'];
    const body = (await response.text()).replaceAll(SEED_NAME, name).replace(POLICY_META, '');
    await route.fulfill({ response, headers, body });
  });
}

async function open(page: Page) {
  await page.goto('/about');
  await waitForHydration(page);
}

const WIDTHS = [320, 375, 1024, 1280];

/** At each width, resizing the page shown: the header's height and whether the page fits. */
async function headerAtEachWidth(page: Page) {
  const seen: { width: number; height: number; fits: boolean }[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const height = (await page.getByRole('banner').boundingBox())!.height;
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    seen.push({ width, height, fits: scrollWidth <= width });
  }
  return seen;
}

test('a long company name keeps the header on one row at every width', async ({ page }) => {
  await open(page);
  const seed = await headerAtEachWidth(page);
  expect(seed.every(({ fits }) => fits)).toBe(true);

  for (const name of LONG_NAMES) {
    await serveCompanyName(page, name);
    await open(page);
    // The visible name may be cut short; the link still says all of it.
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${name} home` }),
    ).toBeVisible();
    expect(await headerAtEachWidth(page), name).toEqual(seed);
    await page.unrouteAll({ behavior: 'wait' });
  }
});
