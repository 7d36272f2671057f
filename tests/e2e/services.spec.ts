import type { Locator, Page } from '@playwright/test';

import { expect, test, waitForHydration, waitForReact } from '../utils/e2e';
import { hasDividerBetween } from '../utils/e2e-layout';

const toggle = (page: Page, title: string) =>
  page.getByRole('button', { name: `Show details for ${title}`, exact: true });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openServices(page: Page) {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show details for / })).toHaveCount(9);
  // The cards are in the pre-rendered HTML; hover and keys only flip them once React has
  // hydrated the buttons.
  for (const button of await page.locator('main button[aria-pressed]').all()) {
    await waitForReact(button);
  }
}

test.describe('services list', () => {
  test('flips by keyboard: Enter shows the back, whose link is next in the tab order; Space flips back', async ({
    page,
  }) => {
    await openServices(page);
    const button = toggle(page, 'Blockchain');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const learnMore = card(page, 'Blockchain').getByRole('link', {
      name: 'Learn more about Blockchain',
    });
    await expect(learnMore).toBeVisible();
    await expect(card(page, 'Blockchain').getByRole('listitem')).toHaveCount(6);

    // The turned-away front (with its title link) is inert: Tab goes straight to the back's link.
    await page.keyboard.press('Tab');
    await expect(learnMore).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(learnMore).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(
      card(page, 'Blockchain').getByRole('link', { name: 'Blockchain', exact: true }),
    ).toBeFocused();
  });

  test("opens a service page from the back's Learn more link", async ({ page }) => {
    await openServices(page);
    // Bring the whole card into view first, so clicking its link needs no further scrolling
    // (which would move the card out from under the mouse and turn it back).
    await card(page, 'Cloud Solutions').evaluate((element) =>
      element.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await card(page, 'Cloud Solutions').hover();
    // The link is on the back: wait until the hover has turned the card round.
    await expect(toggle(page, 'Cloud Solutions')).toHaveAttribute('aria-pressed', 'true');
    await card(page, 'Cloud Solutions')
      .getByRole('link', { name: 'Learn more about Cloud Solutions' })
      .click();
    await expect(page).toHaveURL(/\/services\/cloud-solutions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud Solutions' })).toBeVisible();
  });

  test('animates the flip, but turns instantly under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openServices(page);
    // The element that rotates: the faces' wrapper right after the toggle button.
    const flipper = toggle(page, 'Server Migration').locator('xpath=following-sibling::div[1]');
    const turns = () =>
      flipper.evaluate((element) =>
        element.getAnimations().map((animation) => animation.effect?.getTiming().duration),
      );

    await toggle(page, 'Server Migration').focus();
    await page.keyboard.press('Enter');
    await expect.poll(turns).toEqual([700]);
    await expect.poll(turns).toEqual([]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.keyboard.press('Enter');
    await expect(toggle(page, 'Server Migration')).toHaveAttribute('aria-pressed', 'false');
    expect(await turns()).toEqual([]);
    await expect(card(page, 'Server Migration').getByRole('listitem').first()).toBeHidden();
  });
});

test.describe('services list at 1280 x 720', () => {
  test.use({ viewport: { width: 1280, height: 720 }, reducedMotion: 'no-preference' });

  test('a card row below the fold waits hidden, then fades and slides in, staggered, when scrolled to', async ({
    page,
  }) => {
    await openServices(page);
    // The ninth card is the third of the last row, so it waits two steps of 0.1 s.
    const items = page.getByRole('main').locator('li:has(> article)');
    await expect(items).toHaveCount(9);
    const item = items.nth(8);
    const shownAs = () =>
      item.evaluate((node) => {
        const style = getComputedStyle(node);
        return { opacity: style.opacity, transform: style.transform };
      });
    expect(await shownAs()).toEqual({
      opacity: '0',
      transform: 'matrix(1, 0, 0, 1, 0, 24)',
    });

    await item.scrollIntoViewIfNeeded();
    // The observer reports the scroll a frame or so later; the fade then runs for 0.7 s.
    const fade = await item.evaluate(async (node) => {
      for (let frame = 0; frame < 120 && node.getAnimations().length === 0; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return node
        .getAnimations()
        .map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const timing = effect.getTiming();
          return {
            from: effect.getKeyframes()[0]?.opacity,
            to: effect.getKeyframes().at(-1)?.opacity,
            delay: timing.delay,
            duration: timing.duration,
          };
        })
        .filter((animation) => animation.from !== undefined);
    });
    expect(fade).toEqual([{ from: '0', to: '1', delay: 200, duration: 500 }]);
    await expect.poll(shownAs).toEqual({ opacity: '1', transform: 'none' });
  });
});

test.describe('services list on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('flips a card on tap, and back on a second tap', async ({ page }) => {
    await openServices(page);
    const button = toggle(page, 'Technology Integrations');
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Technology Integrations').getByRole('listitem')).toHaveCount(6);
    await expect(card(page, 'Technology Integrations').getByRole('listitem').first()).toBeVisible();
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

/** How many columns the cards stand in: the distinct left edges of their boxes. */
async function columns(cards: Locator) {
  const lefts = await cards.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test('the service grids show 1 column on a phone, 2 on a tablet and 3 on a desktop', async ({
  page,
}) => {
  const grids = [
    { path: '/services', cards: page.getByRole('main').getByRole('article') },
    { path: '/', cards: page.getByRole('region', { name: 'Our Services' }).getByRole('article') },
  ];
  for (const { path, cards } of grids) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    for (const [width, count] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => columns(cards), { message: `${path} at ${width} px` }).toBe(count);
    }
  }
});

test('a line marks the change from the cards to the custom-solution banner', async ({ page }) => {
  await page.goto('/services');
  const lastCard = page.getByRole('main').getByRole('article').last();
  const banner = page.getByRole('heading', { level: 2, name: 'Need a Custom Solution?' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await hasDividerBetween(page, lastCard, banner), `${width} px`).toBe(true);
  }
});
