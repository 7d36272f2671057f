// Home's testimonials when editors have fewer than the seed's twelve: the content read is
// answered with part of the list, and Home is opened by a link, so it shows what was read.
import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../utils/e2e';

/** Answers the testimonials query with its first `count` results. */
async function keepTestimonials(page: Page, count: number) {
  await page.route(
    (url) => url.searchParams.get('query')?.startsWith('*[_type == "testimonial"]') ?? false,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: unknown[] };
      await route.fulfill({ response, json: { ...body, result: body.result.slice(0, count) } });
    },
  );
}

async function openHomeByLink(page: Page) {
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your Gateway to Digital Evolution',
  );
}

test('with no testimonials, Home leaves out their section instead of a heading over nothing', async ({
  page,
}) => {
  await keepTestimonials(page, 0);
  await openHomeByLink(page);
  await expect(page.getByRole('region', { name: 'Part of Nexora Group' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeHidden();
});

test.describe('at tablet width and up', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('two testimonials sit in the middle of the row, each as wide as one of three', async ({
    page,
  }) => {
    await keepTestimonials(page, 2);
    await openHomeByLink(page);
    const carousel = page.getByRole('group', { name: 'Client testimonials' });
    const cards = carousel.getByRole('figure');
    await expect(cards).toHaveCount(2);
    const row = (await carousel.getByRole('list').first().boundingBox())!;
    const [first, second] = [
      (await cards.nth(0).boundingBox())!,
      (await cards.nth(1).boundingBox())!,
    ];
    const leftGap = first.x - row.x;
    const rightGap = row.x + row.width - (second.x + second.width);
    expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(1);
    // A third of the row, less its share of the two 24 px gaps between three cards.
    expect(first.width).toBeCloseTo((row.width - 48) / 3, 0);
  });
});
