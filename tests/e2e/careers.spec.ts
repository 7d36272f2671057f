import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../utils/e2e';
import { boxesOverlap } from '../utils/e2e-layout';

/** Opens /careers once React runs it: the jump's focus and smooth scroll are React's doing. */
async function openCareers(page: Page) {
  await page.goto('/careers');
  await waitForHydration(page);
}

test.describe('/careers', () => {
  test('View Open Positions scrolls to the openings and focuses their heading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCareers(page);
    const heading = page.getByRole('heading', { level: 2, name: 'Open Positions' });
    await expect(heading).not.toBeInViewport();

    await page.getByRole('link', { name: 'View Open Positions' }).click();

    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/#open-positions$/);
    // The section starts near the top of the window, clear of the sticky header.
    await expect
      .poll(() =>
        page.locator('#open-positions').evaluate((section) => section.getBoundingClientRect().top),
      )
      .toBeLessThan(120);
  });

  test('the jump works from the keyboard too', async ({ page }) => {
    await openCareers(page);
    await page.getByRole('link', { name: 'View Open Positions' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeFocused();
  });

  test.describe('Our Culture', () => {
    test('the big numbers stay clear of the value names on a phone and a tablet', async ({
      page,
    }) => {
      await page.goto('/careers');
      const cards = page.getByRole('region', { name: 'Our Culture' }).getByRole('listitem');
      await expect(cards).toHaveCount(3);
      // 320 px is one narrow card a row, 768 px three narrow cards side by side.
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const card of await cards.all()) {
          const title = card.getByRole('heading', { level: 3 });
          const number = await card.locator('[aria-hidden="true"]').boundingBox();
          expect(
            boxesOverlap(number!, (await title.boundingBox())!),
            `${await title.textContent()} at ${width} px`,
          ).toBe(false);
        }
      }
    });
  });

  test('Apply Now opens the application form', async ({ page }) => {
    await openCareers(page);
    await page
      .getByRole('article', { name: 'Full Stack Developer' })
      .getByRole('link', { name: 'Apply Now' })
      .click();
    await expect(page).toHaveURL(/\/apply\?position=Full\+Stack\+Developer$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apply for a Position' }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Job application' })).toBeVisible();
  });
});
