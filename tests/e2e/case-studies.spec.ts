import type { Page } from '@playwright/test';

import { expect, RESOURCE_STATUS, test, waitForHydration, waitForReact } from '../utils/e2e';

/** Each category's cards in the seed, in the order the grid shows them. */
const CATEGORY_CARDS = [
  ['Technology Integration', ['Enterprise Technology Integration']],
  ['Product Delivery', ['Agile Product Delivery Transformation']],
  [
    'Business Development',
    ['Predictive Analytics Implementation', 'Business Development Strategy'],
  ],
  ['Web and App Development', ['Web and App Development for a Lifestyle Retailer']],
  ['Cloud Solutions', ['Cloud Migration for Financial Services']],
] as const;

/** The impact figures of the seed, in order. */
const SEED_FIGURES = ['150%', '50+', '1+', '180%'];

const filter = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter case studies by category' })
    .getByRole('button', { name, exact: true });
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/**
 * Scrolls to each of the `count` cards in turn and waits for it to be fully shown: its own
 * opacity and that of everything around it at 1, as the fade-in ends. (toBeVisible counts a
 * card at opacity 0 as visible.)
 */
async function expectCardsShown(page: Page, count: number) {
  await expect(cards(page)).toHaveCount(count);
  for (let index = 0; index < count; index += 1) {
    const card = cards(page).nth(index);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    await expect
      .poll(() =>
        card.evaluate((node) => {
          let opacity = 1;
          for (let element: Element | null = node; element; element = element.parentElement) {
            opacity *= Number(getComputedStyle(element).opacity);
          }
          return opacity;
        }),
      )
      .toBe(1);
  }
}

/** Each impact figure's distance from the top of its tile, in px. */
function figureOffsets(page: Page) {
  return page
    .getByRole('region', { name: 'Our Impact By Numbers' })
    .locator('dd')
    .evaluateAll((figures) =>
      figures.map((figure) =>
        Math.round(
          figure.getBoundingClientRect().top - figure.parentElement!.getBoundingClientRect().top,
        ),
      ),
    );
}

/**
 * Answers the page's content reads with `figures` in place of the seed's impact figures. The
 * pre-rendered page has the seed's; ten minutes on, the page finds its content stale and reads
 * it again as soon as it hydrates, as it would after an editor's change in the Studio.
 */
async function serveImpactFigures(page: Page, figures: string[]) {
  await page.clock.setFixedTime(Date.now() + 10 * 60_000);
  await page.route('**/data/query/**', async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    SEED_FIGURES.forEach((seed, index) => {
      body = body.replace(`"value":"${seed}"`, `"value":"${figures[index]}"`);
    });
    await route.fulfill({ response, body });
  });
}

test.describe('case studies', () => {
  // Cards below the fold fade in when scrolled to; a filter that moves a card up must not
  // leave it faded out (it kept opacity 0 when its place in the grid changed).
  // On a phone, where most cards start below the fold.
  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('shows every card of each category, and of a shared address', async ({ page }) => {
      await page.goto('/case-studies');
      await waitForHydration(page);
      for (const [category, titles] of CATEGORY_CARDS) {
        await filter(page, 'All').click();
        await filter(page, category).click();
        await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([...titles]);
        await expectCardsShown(page, titles.length);
      }

      // Opened filtered, it hydrates without a mismatch (the fixture fails on any).
      await page.goto('/case-studies?category=web-and-app-development');
      await waitForHydration(page);
      await expect(filter(page, 'Web and App Development')).toHaveAttribute('aria-pressed', 'true');
      await expectCardsShown(page, 1);
    });
  });

  test('keeps the chosen category in the address, so Back from a case study shows it again', async ({
    page,
  }) => {
    const contentReads: string[] = [];
    page.on('request', (request) => {
      if (/\.data(\?|$)|\/v\d+[^/]*\/data\/query\//.test(request.url())) {
        contentReads.push(request.url());
      }
    });
    // After hydration the page and the site settings refresh in the background; let that finish.
    const refreshed = (type: string) =>
      page.waitForResponse((response) =>
        (new URL(response.url()).searchParams.get('query') ?? '').includes(`_type == "${type}"`),
      );
    const refreshes = Promise.all([refreshed('caseStudiesPage'), refreshed('siteSettings')]);
    await page.goto('/case-studies');
    await waitForReact(page.locator('main button[aria-pressed]').first());
    await refreshes;
    await page.waitForLoadState('networkidle');
    contentReads.length = 0;

    await filter(page, 'Cloud Solutions').click();
    await expect(page).toHaveURL(/\/case-studies\?category=cloud-solutions$/);
    await expect(cards(page)).toHaveCount(1);
    // Choosing a category reads nothing again.
    expect(contentReads).toEqual([]);

    await page.getByRole('link', { name: 'Cloud Migration for Financial Services' }).click();
    await expect(page).toHaveURL(/\/case-studies\/cloud-migration-financial-services$/);
    await page.goBack();
    await expect(filter(page, 'Cloud Solutions')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);

    await filter(page, 'All').click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(cards(page)).toHaveCount(6);
  });

  test('opens a case study page with its story, results, call to action and way back', async ({
    page,
  }) => {
    await page.goto('/case-studies');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: 'Cloud Migration for Financial Services', exact: true })
      .click();
    await expect(page).toHaveURL(/\/case-studies\/cloud-migration-financial-services$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cloud Migration for Financial Services' }),
    ).toBeVisible();
    const hero = page.getByRole('region', { name: 'Cloud Migration for Financial Services' });
    await expect(hero.getByText('Category: Cloud Solutions')).toBeVisible();
    await expect(hero.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(
      page.getByRole('region', { name: 'Key Results' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'The Challenge' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await page.getByRole('link', { name: 'Back to Case Studies' }).first().click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(cards(page)).toHaveCount(6);
  });

  test.describe('card layout', () => {
    test('the dividers above the results line up along each row of cards', async ({ page }) => {
      await page.goto('/case-studies');
      await expect(cards(page)).toHaveCount(6);
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // Each card's top and the top of its results list (the divider is that list's border),
        // grouped into rows by the cards' tops.
        const rows = await cards(page).evaluateAll((articles) => {
          const byRow = new Map<number, number[]>();
          for (const article of articles) {
            const row = Math.round(article.getBoundingClientRect().top);
            const results = article.querySelector('[aria-label="Key results"]')!;
            byRow.set(row, [
              ...(byRow.get(row) ?? []),
              Math.round(results.getBoundingClientRect().top),
            ]);
          }
          return [...byRow.values()];
        });
        expect(rows.length, `${width} px`).toBeGreaterThan(1);
        for (const dividers of rows) {
          expect(new Set(dividers).size, `${width} px: ${dividers.join(', ')}`).toBe(1);
        }
      }
    });

    test('the whole card stays one link with a visible focus ring', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/case-studies');
      await waitForHydration(page);
      const first = cards(page).first();
      const link = first.getByRole('link');
      await expect(link).toHaveCount(1);
      // Focused from the keyboard, the link's focus shows as an outline around the whole card.
      await page.keyboard.press('Tab');
      await link.focus();
      await expect(link).toBeFocused();
      await expect(first).toHaveCSS('outline-style', 'solid');
      // The title's link stretches over the card, so a click below the results follows it.
      const box = (await first.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
      await expect(page).toHaveURL(/\/case-studies\/enterprise-technology-integration$/);
    });
  });

  test.describe('impact figures', () => {
    test('line up at the top of their tiles, whatever the length of their labels', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/case-studies');
      // On a phone '180%' Avg. Traffic Growth has a label of two lines beside '1+'.
      const offsets = await figureOffsets(page);
      expect(offsets).toHaveLength(4);
      expect(offsets).toEqual(offsets.map(() => offsets[0]));
    });

    for (const figures of [
      // The longest a value may be in the Studio, and the figures that ran past their tiles.
      ['₹1,00,00,000', '10,000+', '99.99%', '1+'],
      // The longest that stays two to a row on phones.
      ['99.9%', '24/7', '10K+', '1+'],
    ]) {
      test(`fit their tiles, readably, at 320 and 375 px: ${figures.join(' ')}`, async ({
        page,
      }) => {
        await serveImpactFigures(page, figures);
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto('/case-studies');
          const impact = page.getByRole('region', { name: 'Our Impact By Numbers' });
          await expect(impact.locator('dd .sr-only')).toHaveText(figures);
          const fits = await impact.locator('dd').evaluateAll((figures) =>
            figures.map((figure) => {
              const tile = figure.parentElement!.getBoundingClientRect();
              const text = figure.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
              return {
                figure: figure.querySelector('.sr-only')!.textContent,
                inside: text.left >= tile.left && text.right <= tile.right,
                oneLine: text.height < 2 * parseFloat(getComputedStyle(figure).fontSize),
                readable: parseFloat(getComputedStyle(figure).fontSize) >= 24,
              };
            }),
          );
          expect(fits, `${width} px`).toEqual(
            figures.map((figure) => ({ figure, inside: true, oneLine: true, readable: true })),
          );
        }
      });
    }
  });

  test.describe('an unknown slug', () => {
    // The browser logs the page's own 404 status as a failed resource.
    test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });

    test('shows Case Study Not Found', async ({ page }) => {
      const response = await page.goto('/case-studies/no-such-story');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Case Study Not Found' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Case Study Not Found | Nexora Digital');
      await expect(page.getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute(
        'href',
        '/case-studies',
      );
      await waitForHydration(page);
      // Hydrated on its own route: client navigation works from here.
      await page.getByRole('link', { name: 'View All Case Studies' }).click();
      await expect(page.getByRole('heading', { name: 'Our Impact By Numbers' })).toBeVisible();
    });
  });
});
