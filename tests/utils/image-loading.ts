// Below-the-fold images load lazily and the LCP image eagerly with fetchpriority high: wherever the
// largest contentful paint is an image it was asked for at once and first, not found lazily after
// layout, and every picture that starts below the fold waits until it is near.
import type { Page } from '@playwright/test';

import { expect } from './e2e';

/** What the page's LCP candidate was when Chromium reported it. */
interface LcpCandidate {
  tag: string;
  /** The image's URL, empty for text. */
  url: string;
  loading: string | null;
  fetchpriority: string | null;
  alt: string | null;
}

declare global {
  interface Window {
    __lcpCandidates?: LcpCandidate[];
  }
}

/**
 * Records every LCP candidate as it is reported, with the attributes its element had then:
 * the pre-rendered still row of a carousel, say, is replaced once the page has hydrated.
 */
export async function recordLcpCandidates(page: Page) {
  await page.addInitScript(() => {
    window.__lcpCandidates = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        const element = entry.element;
        window.__lcpCandidates!.push({
          tag: element?.tagName.toLowerCase() ?? '',
          url: entry.url,
          loading: element?.getAttribute('loading') ?? null,
          fetchpriority: element?.getAttribute('fetchpriority') ?? null,
          alt: element?.getAttribute('alt') ?? null,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The LCP of the page shown, once it has loaded everything: the last candidate reported. */
export async function latestLcp(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => window.__lcpCandidates?.length ?? 0))
    .toBeGreaterThan(0);
  return page.evaluate(() => window.__lcpCandidates!.at(-1)!);
}

/** Opens `route` and returns its LCP. */
export async function largestContentfulPaint(page: Page, route: string) {
  await page.goto(route);
  return latestLcp(page);
}

export function expectEagerIfImage(candidate: LcpCandidate) {
  if (!candidate.url) return;
  // The whole candidate in the message, so a failure names the picture.
  expect(candidate, `LCP image ${candidate.url}`).toMatchObject({
    tag: 'img',
    loading: 'eager',
    fetchpriority: 'high',
  });
}

/** Every picture that starts below the fold, with how it loads. */
export function imagesBelowTheFold(page: Page) {
  return page.locator('img').evaluateAll((images) =>
    images
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.height > 0 && box.top + window.scrollY >= window.innerHeight;
      })
      .map((image) => ({
        src: (image as HTMLImageElement).currentSrc || image.getAttribute('src'),
        loading: image.getAttribute('loading'),
      })),
  );
}

/** Checks the page shown (opened after recordLcpCandidates) loads its images as it should. */
export async function expectImagesLoadAsTheyShould(page: Page) {
  expectEagerIfImage(await latestLcp(page));
  for (const image of await imagesBelowTheFold(page)) {
    expect(image, `below the fold: ${image.src}`).toMatchObject({ loading: 'lazy' });
  }
}
