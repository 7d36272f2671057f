// A service or case study published after the last build has no pre-rendered page, so the host
// answers with its section's 404 page, which then looks the slug up in the CMS and shows the real
// page. The CMS is a second lake over the seed plus a new service and story the build never saw.
import type { Page } from '@playwright/test';

import type { LakeDocument } from '../../server/content-lake';
import { loadConfig } from '../../server/config';
import {
  afterNextPaint,
  anyOf,
  expect,
  RESOURCE_NETWORK_FAILURE,
  RESOURCE_STATUS,
  SITE_URL,
  test,
} from '../utils/e2e';
import { loadSeedDocuments, serveLake, type TestLake } from '../utils/lake-http';

const LAKE_QUERIES = '**/data/query/**';

const NEW_CASE_STUDY = {
  slug: 'published-after-the-build',
  title: 'Retail Analytics Published After the Build',
  seoTitle: 'Retail Analytics | Case Study',
};
const NEW_SERVICE = {
  slug: 'published-after-the-build',
  title: 'Quantum Consulting',
  seoTitle: 'Quantum Consulting Services',
};

/** The seed plus a copy of one case study and one service under new ids, slugs and titles. */
function seedWithNewPages(): LakeDocument[] {
  const seed = loadSeedDocuments();
  const copy = (id: string, added: { slug: string; title: string; seoTitle: string }) => {
    const original = seed.find((doc) => doc._id === id)!;
    return {
      ...structuredClone(original),
      _id: `${id}-after-build`,
      slug: { _type: 'slug', current: added.slug },
      title: added.title,
      seo: { ...(original.seo as object), title: added.seoTitle },
    };
  };
  return [
    ...seed,
    copy('caseStudy-1', NEW_CASE_STUDY),
    copy('service-seo', NEW_SERVICE),
  ] as LakeDocument[];
}

let lake: TestLake;

test.beforeAll(async () => {
  const config = loadConfig();
  lake = await serveLake(
    { projectId: config.lakeProjectId, dataset: config.sanityDataset },
    seedWithNewPages(),
  );
});

test.afterAll(async () => {
  await lake?.close();
});

// A read still in flight when a test ends (a link focused reads its page's content) is dropped,
// rather than failing the test for its answer arriving too late.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/**
 * Hands the page's content queries to the second lake. The returned list holds the `$slug` or
 * `$serviceId` of every query sent; `hold` keeps answers back until its promise settles.
 */
async function readFromNewLake(page: Page, hold?: Promise<void>) {
  const slugsAsked: string[] = [];
  await page.route(LAKE_QUERIES, async (route) => {
    const url = new URL(route.request().url());
    const slug = url.searchParams.get('$slug') ?? url.searchParams.get('$serviceId');
    if (slug) slugsAsked.push(JSON.parse(slug) as string);
    await hold;
    const response = await route.fetch({ url: `${lake.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return slugsAsked;
}

/** The head tags a search engine reads: one title, the canonical link, og:url and robots. */
function seoTags(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((node) =>
      node.getAttribute('href'),
    ),
    ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((node) =>
      node.getAttribute('content'),
    ),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((node) =>
      node.getAttribute('content'),
    ),
  }));
}

test.describe('a page published after the build, visited directly', () => {
  // The host answers with the section's not-found page, whose 404 the browser logs.
  test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });

  test('a case study shows, with the loading bar while it is looked up', async ({ page }) => {
    let release!: () => void;
    const slugsAsked = await readFromNewLake(page, new Promise((resolve) => (release = resolve)));
    const path = `/case-studies/${NEW_CASE_STUDY.slug}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    // Until the CMS answers: the pre-rendered not-found state, under the page loading bar.
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Case Study Not Found' }),
    ).toBeVisible();
    // A keyboard user already on the way back to the list: when the real page replaces that
    // link, focus goes to its h1.
    await page.getByRole('link', { name: 'View All Case Studies' }).focus();
    release();

    const heading = page.getByRole('heading', { level: 1, name: NEW_CASE_STUDY.title });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Key Results' })).toBeVisible();
    await expect(page).toHaveTitle(`${NEW_CASE_STUDY.seoTitle} | Nexora Digital`);
    expect(await seoTags(page)).toMatchObject({
      canonical: [`${SITE_URL}${path}`],
      ogUrl: [`${SITE_URL}${path}`],
      robots: [],
    });
    expect(slugsAsked).toContain(NEW_CASE_STUDY.slug);
  });

  test('a service shows, leaving focus and scroll alone', async ({ page }) => {
    await readFromNewLake(page);
    const path = `/services/${NEW_SERVICE.slug}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    const heading = page.getByRole('heading', { level: 1, name: NEW_SERVICE.title });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Process' })).toBeVisible();
    await expect(page).toHaveTitle(`${NEW_SERVICE.seoTitle} | Nexora Digital`);
    expect(await seoTags(page)).toMatchObject({
      canonical: [`${SITE_URL}${path}`],
      ogUrl: [`${SITE_URL}${path}`],
      robots: [],
    });
    expect(await page.evaluate(() => [document.activeElement === document.body, scrollY])).toEqual([
      true,
      0,
    ]);
  });

  for (const path of ['/case-studies/never-published', '/services/never-published']) {
    test(`${path} is looked up and stays not found, out of search results`, async ({ page }) => {
      // An hour after the build, when the pre-rendered content counts as stale and the page
      // refreshes it: the not-found page's own empty answer, for a slug no document has, is not
      // read again, so the address's slug is the only one asked for.
      await page.clock.install({ time: Date.now() + 60 * 60_000 });
      const slugsAsked = await readFromNewLake(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect.poll(() => slugsAsked).toContain('never-published');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await afterNextPaint(page);
      expect(slugsAsked).toEqual(['never-published']);

      await expect(page.getByRole('heading', { level: 1, name: /Not Found$/ })).toBeVisible();
      expect(await seoTags(page)).toEqual({
        title: expect.stringMatching(/Not Found \| Nexora Digital$/),
        canonical: [],
        ogUrl: [],
        robots: ['noindex, nofollow'],
      });
    });
  }
});

test.describe('when the CMS cannot be reached during the lookup', () => {
  test.use({ expectedConsoleErrors: anyOf(RESOURCE_STATUS(404), RESOURCE_NETWORK_FAILURE) });

  test('the not-found state stays, without an error', async ({ page }) => {
    const refused = { count: 0 };
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).searchParams.has('$slug')) refused.count += 1;
    });
    await page.route(LAKE_QUERIES, (route) => route.abort('connectionrefused'));
    await page.goto(`/case-studies/${NEW_CASE_STUDY.slug}`);
    // The lookup, tried three times (React Query retries twice), all refused.
    await expect.poll(() => refused.count, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await afterNextPaint(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Case Study Not Found' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
