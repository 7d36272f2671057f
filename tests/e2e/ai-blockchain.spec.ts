// The picture carousels of /ai-automation and /blockchain: slides in view per width, and a glide
// that stops on hover and stands still under reduced motion. Resuming on a visible tab is left out:
// headless Chromium keeps every page visible, so the stall that handler repairs cannot happen.
import type { Page } from '@playwright/test';

import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';
import { boxesOverlap } from '../utils/e2e-layout';

const PAGES = [
  { path: '/ai-automation', gallery: 'AI agents gallery', services: 'Our Services' },
  { path: '/blockchain', gallery: 'Blockchain gallery', services: 'Blockchain Services' },
] as const;

async function openCarousel(page: Page, path: string, gallery: string) {
  await page.goto(path);
  await waitForHydration(page);
  const region = page.getByRole('region', { name: gallery });
  // Swiper replaces the pre-rendered still row after hydration.
  await expect(region.locator('.swiper-initialized')).toBeVisible();
  await afterNextPaint(page);
  return region;
}

/** Slides lying wholly inside the carousel's visible box. */
async function fullyVisibleSlides(page: Page) {
  return page.locator('.swiper').evaluate((carousel) => {
    const box = carousel.getBoundingClientRect();
    return [...carousel.querySelectorAll('.swiper-slide')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

/** The wrapper's current horizontal offset, mid-transition included. */
async function offset(page: Page) {
  return page
    .locator('.swiper-wrapper')
    .evaluate((wrapper) => new DOMMatrixReadOnly(getComputedStyle(wrapper).transform).m41);
}

/**
 * How far the wrapper moves while watched for `ms` of the page's time, read on every frame.
 * Proving that something stands still needs such a window; at 1280 px the glide covers a
 * slide per 8 s, many pixels a second, so one second shows any movement.
 */
async function movementOver(page: Page, ms: number) {
  return page.locator('.swiper-wrapper').evaluate(
    (wrapper, duration) =>
      new Promise<number>((resolve) => {
        const read = () => new DOMMatrixReadOnly(getComputedStyle(wrapper).transform).m41;
        let [min, max] = [read(), read()];
        const start = performance.now();
        const onFrame = () => {
          const x = read();
          [min, max] = [Math.min(min, x), Math.max(max, x)];
          if (performance.now() - start >= duration) resolve(max - min);
          else requestAnimationFrame(onFrame);
        };
        requestAnimationFrame(onFrame);
      }),
    ms,
  );
}

const WATCH_MS = 1000;

// Both pages show the same carousel component: its behaviour is checked on the first.
test.describe(`${PAGES[0].path} carousel`, () => {
  const { path, gallery } = PAGES[0];
  test.use({ reducedMotion: 'no-preference' });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows 5 whole slides from 1024 px, 3 from 640 px and 2 below', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openCarousel(page, path, gallery);
      for (const [width, slides] of [
        [1280, 5],
        [1024, 5],
        [1023, 3],
        [800, 3],
        [640, 3],
        [639, 2],
        [360, 2],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => fullyVisibleSlides(page), { message: `${width} px` }).toBe(slides);
      }
    });

    test('stands still, with no pause button', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openCarousel(page, path, gallery);
      expect(await movementOver(page, WATCH_MS)).toBe(0);
      await expect(page.getByRole('button', { name: /slideshow/ })).toBeHidden();
    });
  });

  test("on a 360 x 740 phone, the floating 'Chat with us' button leaves the pause button clear", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openCarousel(page, path, gallery);
    const pause = await page.getByRole('button', { name: 'Pause slideshow' }).boundingBox();
    const chat = await page.getByRole('button', { name: 'Chat with us' }).boundingBox();
    expect(pause && chat).toBeTruthy();
    // In the first screen, where the moving strip is, without scrolling.
    expect(pause!.y + pause!.height).toBeLessThanOrEqual(740);
    expect(boxesOverlap(pause!, chat!)).toBe(false);
  });

  test('glides on its own, pauses while hovered and resumes after', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const region = await openCarousel(page, path, gallery);

    const start = await offset(page);
    await expect.poll(() => offset(page), { timeout: 5_000 }).toBeLessThan(start - 5);

    await region.locator('.swiper').hover();
    // Hover freezes the strip where it stands, so it moves not even a pixel while watched.
    expect(await movementOver(page, WATCH_MS)).toBeLessThan(1);
    const paused = await offset(page);

    await page.mouse.move(5, 5);
    await expect.poll(() => offset(page), { timeout: 5_000 }).toBeLessThan(paused - 5);
  });

  test('stops where it stands with its pause button and glides on with play', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCarousel(page, path, gallery);
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    // By keyboard, as a visitor who cannot hover would.
    await pause.focus();
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeFocused();
    expect(await movementOver(page, WATCH_MS)).toBeLessThan(1);
    // Hovering and leaving the paused strip does not start it again.
    await page.locator('.swiper').hover();
    await page.mouse.move(5, 5);
    expect(await movementOver(page, WATCH_MS)).toBeLessThan(1);

    const stopped = await offset(page);
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
    await expect.poll(() => offset(page), { timeout: 5_000 }).toBeLessThan(stopped - 5);
  });

  test('stands still while scrolled out of view, glides on when back, and a pause outlasts both', async ({
    page,
  }) => {
    // A short window, so the strip can be scrolled wholly out of it.
    await page.setViewportSize({ width: 1280, height: 400 });
    const region = await openCarousel(page, path, gallery);
    const strip = region.locator('.swiper');
    const scrollPast = () =>
      strip.evaluate((node) =>
        window.scrollTo({ top: node.getBoundingClientRect().bottom + window.scrollY + 200 }),
      );
    const scrollBack = () => strip.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await scrollBack();
    const start = await offset(page);
    await expect.poll(() => offset(page), { timeout: 5_000 }).toBeLessThan(start - 5);

    await scrollPast();
    await expect(strip).not.toBeInViewport();
    // The browser reports the strip gone with its next frames; from then on it is still.
    await expect.poll(() => movementOver(page, 200)).toBeLessThan(1);
    expect(await movementOver(page, WATCH_MS)).toBeLessThan(1);

    await scrollBack();
    const back = await offset(page);
    await expect.poll(() => offset(page), { timeout: 5_000 }).toBeLessThan(back - 5);

    // Paused by the visitor, it stays paused through a scroll away and back.
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await scrollPast();
    await scrollBack();
    await afterNextPaint(page);
    expect(await movementOver(page, WATCH_MS)).toBeLessThan(1);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('runs to both screen edges on a phone and a tablet without widening the page', async ({
    page,
  }) => {
    for (const width of [320, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await openCarousel(page, path, gallery);
      const strip = (await page.locator('.swiper').boundingBox())!;
      const middle = strip.y + strip.height / 2;
      // What is drawn at a screen edge, at the strip's height: a slide that has glided out of
      // the container to the edge, not the page behind a cut-off strip. Between two slides
      // the gap passes, so the edge is watched until a slide comes by.
      const slideAt = (x: number) =>
        page.evaluate(
          ([pointX, pointY]) =>
            document.elementFromPoint(pointX, pointY)?.closest('.swiper-slide') != null,
          [x, middle] as const,
        );
      const right = await page.evaluate(() => document.documentElement.clientWidth - 1);
      for (const [edge, x] of [
        ['left', 0],
        ['right', right],
      ] as const) {
        await expect
          .poll(() => slideAt(x), { message: `${edge} edge at ${width} px`, timeout: 10_000 })
          .toBe(true);
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        `no sideways scroll at ${width} px`,
      ).toBe(true);
    }
  });
});

// On Lighthouse's phone, where the section after the strip is in view too.
test('the carousel does not shift the page when Swiper takes over', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // openCarousel returns once the page has drawn Swiper, so its shift, if any, is recorded.
  await openCarousel(page, '/ai-automation', 'AI agents gallery');
  const shift = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.reduce((sum, entry) => sum + (entry.hadRecentInput ? 0 : entry.value), 0);
  });
  expect(shift).toBeLessThan(0.001);
});

test('Swiper loads only on the carousel pages', async ({ page }) => {
  const swiperRequests: string[] = [];
  page.on('request', (request) => {
    if (/swiper/i.test(request.url())) swiperRequests.push(request.url());
  });
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(swiperRequests).toEqual([]);
});

test('the Specializations logos all bring light tiles, so they match in either theme', async ({
  page,
}) => {
  await page.goto('/blockchain');
  const logos = page
    .getByRole('region', { name: 'Specializations' })
    .getByRole('listitem')
    .locator('img');
  await expect(logos).toHaveCount(6);
  // Each logo brings its own rounded tile; one dark tile among light ones vanishes in the dark
  // theme's dark card. The tile's colour is read from the picture itself, just inside its edge.
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
      .toBe(true);
    const { name, lightness } = await logo.evaluate((node: HTMLImageElement) => {
      const size = 128;
      const canvas = Object.assign(document.createElement('canvas'), {
        width: size,
        height: size,
      });
      const context = canvas.getContext('2d')!;
      context.drawImage(node, 0, 0, size, size);
      const [red, green, blue] = context.getImageData(4, size / 2, 1, 1).data;
      return {
        name: node.closest('li')?.querySelector('h3')?.textContent,
        lightness: (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255,
      };
    });
    expect(lightness, `${name}'s tile`).toBeGreaterThan(0.85);
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px the service cards show their artwork whole, with the icon off it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, services } of PAGES) {
      await page.goto(path);
      const cards = page.getByRole('region', { name: services }).getByRole('article');
      await expect(cards).toHaveCount(6);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const art = card.getByRole('img');
        await expect(art).toHaveJSProperty('complete', true);
        // Shown at the picture's own proportions and not clipped by its frame: nothing cropped.
        const fit = await art.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          const frame = img.parentElement!.getBoundingClientRect();
          return {
            shown: box.width / box.height,
            natural: img.naturalWidth / img.naturalHeight,
            clipped: box.top < frame.top - 1 || box.bottom > frame.bottom + 1,
          };
        });
        expect(fit.shown).toBeCloseTo(fit.natural, 2);
        expect(fit.clipped).toBe(false);
        const icon = card.locator('svg').first();
        expect(boxesOverlap((await icon.boundingBox())!, (await art.boundingBox())!)).toBe(false);
      }
    }
  });
}
