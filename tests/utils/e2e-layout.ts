// Layout checks the Playwright specs share, read from the boxes the browser lays out.
import type { Locator, Page } from '@playwright/test';

/**
 * Whether a line runs across the page between the bottom of `above` and the top of `below`:
 * an element as wide as the page whose top or bottom border lies in that gap. The site marks
 * each change of section with such a line.
 */
export async function hasDividerBetween(page: Page, above: Locator, below: Locator) {
  const from = await above.evaluate((node) => node.getBoundingClientRect().bottom + scrollY);
  const to = await below.evaluate((node) => node.getBoundingClientRect().top + scrollY);
  return page.evaluate(
    ([gapTop, gapBottom]) =>
      [...document.querySelectorAll('body *')].some((node) => {
        const box = node.getBoundingClientRect();
        if (box.width < document.documentElement.clientWidth - 1) return false;
        const style = getComputedStyle(node);
        const lines = [
          style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0 && box.top,
          style.borderBottomStyle !== 'none' &&
            parseFloat(style.borderBottomWidth) > 0 &&
            box.bottom,
        ];
        return lines.some(
          (line) => line !== false && line + scrollY > gapTop && line + scrollY < gapBottom,
        );
      }),
    [from, to] as const,
  );
}

/** Whether two boxes share any area; edges that only touch, to within a pixel, do not count. */
export function boxesOverlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  const apart = (start: number, end: number) => end - start <= 1;
  return !(
    apart(b.x, a.x + a.width) ||
    apart(a.x, b.x + b.width) ||
    apart(b.y, a.y + a.height) ||
    apart(a.y, b.y + b.height)
  );
}
