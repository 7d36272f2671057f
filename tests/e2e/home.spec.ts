// Home in a real browser: the hero's motion and its pause, the counters, the testimonial carousel
// under touch and keyboard, and card layouts at real widths. Content and links: component tests.
import type { Locator, Page } from '@playwright/test';

import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

/**
 * The hero's service names, as screen readers get them (the whole list once), and the one the
 * eye sees now: every name is laid out to hold the space of the longest, only one is visible.
 */
async function rotatingNames(hero: Locator) {
  const list = await hero.getByText(/^Services we deliver: /).textContent();
  const names = list!.replace(/^Services we deliver: /, '').split(', ');
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const shown = hero.getByText(new RegExp(`^(${escaped.join('|')})$`)).filter({ visible: true });
  return { names, shown };
}

// Tests run under reduced motion unless they are about motion, as these are.
test.describe('in motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  /**
   * Home at 1280 px on a clock that moves only when the test says, with the hero, its shown
   * service name and the play state of its three orbits.
   */
  async function openHeroOnHeldClock(page: Page) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await openHome(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const hero = page.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
    const { shown } = await rotatingNames(hero);
    const orbitsRunning = () =>
      hero
        .locator('svg.animate-spin')
        .evaluateAll((orbits) => orbits.map((orbit) => getComputedStyle(orbit).animationPlayState));
    return { hero, shown, orbitsRunning };
  }

  test('the hero pause button holds the service name and the orbits, and play starts them again', async ({
    page,
  }) => {
    const { hero, shown, orbitsRunning } = await openHeroOnHeldClock(page);

    await hero.getByRole('button', { name: 'Pause animation' }).click();
    const held = await shown.textContent();
    await page.clock.runFor(10_000);
    await expect(shown).toHaveText(held!);
    expect(await orbitsRunning()).toEqual(['paused', 'paused', 'paused']);

    await hero.getByRole('button', { name: 'Play animation' }).click();
    expect(await orbitsRunning()).toEqual(['running', 'running', 'running']);
    await page.clock.runFor(2500);
    await expect(shown).not.toHaveText(held!);
  });

  test('the hero holds its name and orbits while scrolled out of view, and a pause outlasts the scroll', async ({
    page,
  }) => {
    const { hero, shown, orbitsRunning } = await openHeroOnHeldClock(page);
    const scrollAway = () =>
      hero.evaluate((node) =>
        window.scrollTo({ top: node.getBoundingClientRect().bottom + window.scrollY + 100 }),
      );
    const scrollBack = () => page.evaluate(() => window.scrollTo({ top: 0 }));

    await scrollAway();
    await expect(hero).not.toBeInViewport();
    await expect.poll(orbitsRunning).toEqual(['paused', 'paused', 'paused']);
    const held = await shown.textContent();
    await page.clock.runFor(10_000);
    await expect(shown).toHaveText(held!);

    await scrollBack();
    await expect.poll(orbitsRunning).toEqual(['running', 'running', 'running']);
    await page.clock.runFor(2500);
    await expect(shown).not.toHaveText(held!);
    // The visitor's pause button was never touched.
    await expect(hero.getByRole('button', { name: 'Pause animation' })).toBeVisible();

    await hero.getByRole('button', { name: 'Pause animation' }).click();
    const paused = await shown.textContent();
    await scrollAway();
    await expect(hero).not.toBeInViewport();
    await scrollBack();
    await expect(hero).toBeInViewport();
    await page.clock.runFor(5000);
    await expect(shown).toHaveText(paused!);
    expect(await orbitsRunning()).toEqual(['paused', 'paused', 'paused']);
  });

  // A longer or wrapping name must not push the buttons below it down nor move the pause button: a
  // visitor reaching for either would hit something else (WCAG 2.2.2 wants a usable pause control).
  for (const width of [320, 1280]) {
    test(`at ${width} px the rotating names move neither the buttons below nor the pause button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.clock.install();
      await openHome(page);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      const hero = page.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
      const { names, shown } = await rotatingNames(hero);
      const targets = [
        hero.getByRole('link', { name: 'Get a Free Consultation' }),
        hero.getByRole('button', { name: 'Pause animation' }),
      ];
      const positions = () =>
        Promise.all(
          targets.map(async (target) => {
            const box = (await target.boundingBox())!;
            return { x: Math.round(box.x), y: Math.round(box.y) };
          }),
        );

      const first = await positions();
      for (let step = 0; step < names.length; step += 1) {
        const before = (await shown.textContent())!;
        await page.clock.runFor(2500);
        await expect(shown).not.toHaveText(before);
        expect(await positions(), `while showing "${await shown.textContent()}"`).toEqual(first);
      }
    });
  }
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero has nothing moving, so no pause button', async ({ page }) => {
    await openHome(page);
    const hero = page.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
    await expect(hero.getByRole('button', { name: /animation/ })).toBeHidden();
  });
});

test('the why-choose counters reach their figures once scrolled into view', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openHome(page);
  const section = page.getByRole('region', { name: /^Why Choose/ });
  await section.scrollIntoViewIfNeeded();
  const figures = ['150%', '2 Years', '50+', '98%', '50K+', '100%'];
  for (const [index, figure] of figures.entries()) {
    // The figure on screen; a visually hidden copy gives screen readers the final figure.
    const card = section.getByRole('article').nth(index);
    const shown = card.getByText(figure, { exact: true }).first();
    await expect(shown).toBeVisible();
    // The card's heading comes first for screen readers, yet the figure shows above it.
    const figureBox = (await shown.boundingBox())!;
    const headingBox = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
    expect(figureBox.y + figureBox.height).toBeLessThanOrEqual(headingBox.y);
  }
});

/** A finger drawn across the screen, as Chromium's touch screen reports it, in eight moves. */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 8; step += 1) {
    const point = { x: from.x + (by.x * step) / 8, y: from.y + (by.y * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// The consultation section is reachable as /#contact: opened there, the page shows the form at
// any width, also with motion on, where the cards above it start hidden until scrolled back to.
test.describe('opened at #contact', () => {
  test.use({ reducedMotion: 'no-preference' });

  for (const width of [375, 1280]) {
    test(`at ${width} px the page shows the consultation form`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/#contact');
      await waitForHydration(page);
      await page.waitForLoadState('load');
      await afterNextPaint(page);
      const form = page.locator('#contact').getByRole('form', { name: 'Enquiry form' });
      await expect(
        page.getByRole('heading', { name: 'Book Your Free Consultation' }),
      ).toBeInViewport();
      await expect(form).toBeInViewport({ ratio: 0.1 });
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a sideways swipe over the testimonial shows the next or the one before; scrolling over it does not', async ({
    page,
  }) => {
    await openHome(page);
    const carousel = page.getByRole('group', { name: 'Client testimonials' });
    const card = carousel.getByRole('figure').filter({ visible: true });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText('Ananya Krishnan');
    const box = (await card.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    await drag(page, middle, { x: -150, y: 10 });
    await expect(card).toContainText('Daniel Whitmore');
    await expect(page.getByRole('button', { name: 'Go to testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await drag(page, middle, { x: 150, y: 0 });
    await drag(page, middle, { x: 150, y: 0 });
    await expect(card).toContainText('Rahul Mehta');

    // Up the page: it scrolls, and the testimonial stays.
    const scrolled = await page.evaluate(() => window.scrollY);
    await drag(page, middle, { x: -60, y: -250 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 100);
    await expect(card).toContainText('Rahul Mehta');
    // Two fingers still zoom the page from over the card.
    await expect(carousel.getByRole('list').first()).toHaveCSS('touch-action', 'pan-y pinch-zoom');
  });
});

// The narrowest phone, where the controls wrap most, and a desktop.
for (const width of [320, 1280]) {
  test(`at ${width} px Tab takes the carousel's arrows and dots in the order they read`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    const carousel = page.getByRole('group', { name: 'Client testimonials' });
    const previous = carousel.getByRole('button', { name: 'Previous testimonials' });
    await previous.scrollIntoViewIfNeeded();
    await previous.focus();
    const controls: { name: string; x: number; y: number; bottom: number }[] = [];
    for (let step = 0; step < 14; step += 1) {
      controls.push(
        await page.evaluate(() => {
          const control = document.activeElement!;
          const { x, y, bottom } = control.getBoundingClientRect();
          return { name: control.getAttribute('aria-label') ?? '', x, y, bottom };
        }),
      );
      await page.keyboard.press('Tab');
    }
    expect(controls.at(-1)!.name).toBe('Next testimonials');
    // Each control is to the right of the one before on the same line, or on a line below it.
    for (const [index, control] of controls.entries()) {
      const before = controls[index - 1];
      if (!before) continue;
      const sameLine = control.y < before.bottom && before.y < control.bottom;
      const follows = sameLine ? control.x > before.x : control.y >= before.bottom - 1;
      expect(follows, `${before.name} → ${control.name}`).toBe(true);
    }
  });
}

test.describe('card layout', () => {
  test('the hero stat labels keep inside their cards on a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openHome(page);
    const labels = page
      .getByRole('region', { name: 'Your Gateway to Digital Evolution' })
      .getByRole('term');
    await expect(labels).toHaveCount(3);
    for (const label of await labels.all()) {
      // The text's own extent (the <dt> box is the card's width whatever the text does) against
      // the card's padding box: the label keeps the card's padding on both sides.
      const { text, left, right } = await label.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const textBox = range.getBoundingClientRect();
        const card = node.parentElement!;
        const cardBox = card.getBoundingClientRect();
        const style = getComputedStyle(card);
        const inset = (side: 'Left' | 'Right') =>
          parseFloat(style[`border${side}Width`]) + parseFloat(style[`padding${side}`]);
        return {
          text: node.textContent,
          left: textBox.left - (cardBox.left + inset('Left')),
          right: cardBox.right - inset('Right') - textBox.right,
        };
      });
      expect(left, `${text}, left`).toBeGreaterThanOrEqual(-0.5);
      expect(right, `${text}, right`).toBeGreaterThanOrEqual(-0.5);
    }
  });

  test('the solution cards show their artwork with little cropped at any width', async ({
    page,
  }) => {
    await openHome(page);
    const artwork = page
      .getByRole('region', { name: 'AI and Blockchain Solutions' })
      .getByRole('article')
      .locator('img');
    await expect(artwork).toHaveCount(2);
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const image of await artwork.all()) {
        // object-fit: cover keeps the share of the picture that the frame's shape allows. The
        // picture's shape is in its width and height attributes, loaded or not.
        const shown = await image.evaluate((node: HTMLImageElement) => {
          const box = node.getBoundingClientRect();
          const frame = box.width / box.height;
          const picture = Number(node.getAttribute('width')) / Number(node.getAttribute('height'));
          return Math.min(frame / picture, picture / frame);
        });
        expect(shown, `${width} px`).toBeGreaterThanOrEqual(0.75);
      }
    }
  });

  test('side by side, the testimonials keep their dividers and authors level', async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole('group', { name: 'Client testimonials' });
    const next = page.getByRole('button', { name: 'Next testimonials' });
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // A few sets of three, so long roles and short ones meet in the same row.
      for (let view = 0; view < 4; view += 1) {
        const tops = await carousel
          .getByRole('figure')
          .evaluateAll((figures) =>
            figures.map((figure) =>
              Math.round(figure.querySelector('figcaption')!.getBoundingClientRect().top),
            ),
          );
        expect(tops, `${width} px, view ${view + 1}`).toHaveLength(3);
        expect(new Set(tops).size, `${width} px, view ${view + 1}: ${tops.join(', ')}`).toBe(1);
        await next.click();
      }
    }
  });
});
