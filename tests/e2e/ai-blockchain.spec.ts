import { expect, test, type Page } from '@playwright/test';

// The picture carousels of /ai-automation and /blockchain (SPEC.md section 2): 5 slides in view
// at 1024 px and wider, 2 at 320 px and wider, a continuous glide that stops on hover and stands
// still under reduced motion.

const PAGES = [
  { path: '/ai-automation', gallery: 'AI agents gallery' },
  { path: '/blockchain', gallery: 'Blockchain gallery' },
];

async function openCarousel(page: Page, path: string, gallery: string) {
  await page.goto(path);
  const region = page.getByRole('region', { name: gallery });
  // Swiper replaces the pre-rendered still row after hydration.
  await expect(region.locator('.swiper-initialized')).toBeVisible();
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

for (const { path, gallery } of PAGES) {
  test.describe(`${path} carousel`, () => {
    test.describe('under reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('shows 5 whole slides at 1280 px', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await openCarousel(page, path, gallery);
        expect(await fullyVisibleSlides(page)).toBe(5);
      });

      test('shows 2 whole slides at 360 px', async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 800 });
        await openCarousel(page, path, gallery);
        expect(await fullyVisibleSlides(page)).toBe(2);
      });

      test('stands still', async ({ page }) => {
        await openCarousel(page, path, gallery);
        const before = await offset(page);
        await page.waitForTimeout(1500);
        expect(await offset(page)).toBe(before);
      });
    });

    test('glides on its own, pauses while hovered and resumes after', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const region = await openCarousel(page, path, gallery);

      const start = await offset(page);
      await expect.poll(() => offset(page), { timeout: 5_000 }).toBeLessThan(start - 5);

      await region.locator('.swiper').hover();
      const paused = await offset(page);
      await page.waitForTimeout(1200);
      expect(Math.abs((await offset(page)) - paused)).toBeLessThan(1);

      await page.mouse.move(5, 5);
      await expect.poll(() => offset(page), { timeout: 5_000 }).toBeLessThan(paused - 5);
    });

    test('shows the page sections and the closing links', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
        'href',
        '/case-studies',
      );
    });
  });
}

test('the carousel does not shift the page when Swiper takes over', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput)
          (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openCarousel(page, '/ai-automation', 'AI agents gallery');
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.02);
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
