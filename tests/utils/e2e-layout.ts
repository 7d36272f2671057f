// Layout checks the Playwright specs share, read from the boxes the browser lays out.
import type { Locator, Page } from '@playwright/test';

import { afterNextPaint } from './e2e';

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

/**
 * Links, controls and text runs cut off at the side, by a container with hidden overflow or by
 * their own text overrunning their box. Carousels' off-screen slides and inert or hidden content
 * are left out; form controls scroll their own value, so only their box counts.
 */
function clippedContent(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      'main a, main button, main input, main textarea, main select, main :is(p, h1, h2, h3, h4, li, dd, dt, label, legend, summary), footer a, footer button, footer input',
    );
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.tagName}"`;
    for (const element of candidates) {
      if (element.closest('.swiper, [inert], [aria-hidden="true"], .sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const control = element.matches('input, textarea, select');
      const spill = element.scrollWidth - element.clientWidth;
      if (!control && element.clientWidth > 0 && spill > 1) {
        clipped.push(`${describe(element)} runs out of its box (+${spill}px)`);
        continue;
      }
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'hidden' && overflowX !== 'clip') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          clipped.push(
            `${describe(element)} is cut off (+${Math.round(box.right - frame.right)}px)`,
          );
        }
        break;
      }
    }
    return clipped;
  });
}

/**
 * What keeps the page from fitting the window's width (WCAG 1.4.10): the page scrolling
 * sideways, and each link, control or text run cut off at the side. Empty when it fits.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return [
    ...(overflow > 0 ? [`scrolls sideways (+${overflow}px)`] : []),
    ...(await clippedContent(page)),
  ];
}

/** How many lines the part of an e-mail address after its @, inside `element`, spans. */
export function domainLineCount(element: Locator): Promise<number> {
  return element.evaluate((container) => {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const domain = texts.slice(texts.findIndex((text) => text.data.endsWith('@')) + 1);
    const tops = domain.flatMap((text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return [...range.getClientRects()].map((rect) => Math.round(rect.top));
    });
    return new Set(tops).size;
  });
}

/** Enlarges the text as a visitor's larger text setting does, and waits until it is drawn. */
export async function enlargeText(page: Page) {
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await afterNextPaint(page);
}

/**
 * The shown page's layout problems with text at 200% (WCAG 1.4.4, 1.4.10). The font size is set
 * on the root, which media queries ignore, so a phone first lays the page out at 320 px, the
 * narrowest width the site supports, at normal size.
 */
export async function largeTextProblems(page: Page): Promise<string[]> {
  const found: string[] = [];
  const viewport = page.viewportSize()!;
  if (viewport.width < 1024) {
    await page.setViewportSize({ width: 320, height: 640 });
    await afterNextPaint(page);
    found.push(...(await layoutProblems(page)).map((problem) => `at 320 px: ${problem}`));
    await page.setViewportSize(viewport);
  }
  await enlargeText(page);
  found.push(...(await layoutProblems(page)).map((problem) => `with text at 200%: ${problem}`));
  return found;
}
