// Keyboard focus is visible on the pages with controls of their own: at each Tab stop styled unlike
// the ones before it, the focused and the blurred shot must differ by about as many pixels as a
// 2 px ring around the focus box.
import type { Page } from '@playwright/test';

import { expect, RESOURCE_STATUS, test, waitForHydration } from '../utils/e2e';
import { expectTheme, openInTheme, THEMES, VIEWPORTS, type Theme } from '../utils/e2e-axe';
import { UNKNOWN_ROUTE } from '../utils/site-routes';

/** Enough to pass the header and the main content's first controls on the longest pages. */
const MAX_FOCUS_STOPS = 40;
/** The least the clip reaches past the ring's box: a 2 px outline 2 px out, plus antialiasing. */
const CLIP_MARGIN_PX = 6;
/** A pixel has changed when its red, green and blue differ by this much in total. */
const CHANGED_CHANNEL_SUM = 90;
/**
 * Changed CSS pixels needed per CSS pixel of the ring box's visible perimeter: a 2 px ring
 * changes about 2 per pixel of perimeter, a 1 px border tint at most 1, and faintly.
 */
const CHANGED_PER_PERIMETER_PX = 1.5;
/** How long a stop waits for the images a scroll brought into view. */
const IMAGE_WAIT_MS = 3_000;

/**
 * The header, footer and chat button are the same on every route, so the walk goes through them
 * on one route only, the Not Found page, where few stops lie between them. Elsewhere it starts in
 * the main content and ends at the footer.
 */
const FOOTER_ROUTE = UNKNOWN_ROUTE;

/**
 * The desktop width only: the walk shoots two clips per stop, and the phone width would nearly
 * double that for the same components laid out narrower.
 */
const WALK_VIEWPORT = VIEWPORTS.find(({ width }) => width >= 1280)!;

/** The events the probe's own blur and focus() must not reach the app with. */
const FOCUS_EVENTS = ['focus', 'blur', 'focusin', 'focusout'] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

type FocusStop =
  | { ended: string }
  | {
      ended?: undefined;
      keyboardVisible: boolean;
      /** The ancestor the focus is drawn on, when it is not the element itself. */
      ringOn: string | null;
      clip: Box | null;
      perimeter: number;
      /** The classes of the stop, its parent and the box its ring is on: how it is drawn. */
      look: string;
    };

interface Measurement {
  index: number;
  ringOn: string | null;
  perimeter: number;
  width: number;
  blurred: Buffer;
  focused: Buffer;
}

/**
 * Marks stop `index` and returns the clip around the box its ring is drawn on: the element, or an
 * ancestor ringed only while it is focused (`has-[a:focus-visible]`), scrolled clear of the sticky
 * header. Ends the walk when focus leaves, comes back, or reaches the footer without `footer`.
 */
function prepareFocusStop(page: Page, index: number, { footer }: { footer: boolean }) {
  return page.evaluate(
    async ({ index, footer, margin, imageWait, focusEvents }): Promise<FocusStop> => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) {
        return { ended: 'focus left the document' };
      }
      if (element.dataset.focusStop) return { ended: 'focus came back to a stop' };
      if (!footer && element.closest('footer')) return { ended: 'focus reached the footer' };
      element.dataset.focusStop = String(index);
      const keyboardVisible = element.matches(':focus-visible');
      // The app must not see the probe's blur and re-focus: a carousel would slide, a field
      // might validate.
      const mute = (event: Event) => event.stopImmediatePropagation();
      const muted = (change: () => void) => {
        for (const type of focusEvents) window.addEventListener(type, mute, true);
        change();
        for (const type of focusEvents) window.removeEventListener(type, mute, true);
      };

      const chain: HTMLElement[] = [];
      for (let node: HTMLElement | null = element; node && node !== document.body;) {
        chain.push(node);
        node = node.parentElement;
      }
      const ringOf = (node: HTMLElement) => {
        const style = getComputedStyle(node);
        const outline =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          !/^rgba\(.*,\s*0\)$|^transparent$/.test(style.outlineColor);
        return {
          drawn: outline || style.boxShadow !== 'none',
          look: `${style.outline} ${style.outlineOffset} ${style.boxShadow}`,
          reach: outline ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) : 0,
        };
      };
      const focused = chain.map(ringOf);
      muted(() => element.blur());
      const blurred = chain.map(ringOf);
      muted(() => element.focus({ preventScroll: true }));
      const ringIndex = Math.max(
        0,
        focused.findIndex((ring, at) => ring.drawn && ring.look !== blurred[at]?.look),
      );
      const ring = chain[ringIndex] ?? element;
      const ringOn = ring === element ? null : ring.tagName.toLowerCase();
      const look = [element, element.parentElement, ring]
        .map((node) => `${node?.tagName}.${node?.className}`)
        .join(' ');
      const reach = Math.max(margin, (focused[ringIndex]?.reach ?? 0) + 2);

      // Keep the box clear of the sticky header, unless it is in the header or pinned itself.
      const header = document.querySelector('header');
      const pinned = chain.some((node) => /fixed|sticky/.test(getComputedStyle(node).position));
      const top = pinned || !header ? 0 : header.getBoundingClientRect().bottom;
      const bottom = document.documentElement.clientHeight;
      let rect = ring.getBoundingClientRect();
      if (!pinned && (rect.top - reach < top || rect.bottom + reach > bottom)) {
        window.scrollBy({
          top: rect.top - top - (bottom - top - rect.height) / 2,
          behavior: 'instant',
        });
        rect = ring.getBoundingClientRect();
      }
      // After a scroll, by Tab or by the probe, let the header's scroll handler re-render and
      // the lazy images now in view load, so neither changes between the two shots.
      const scroll = `${window.scrollX},${window.scrollY}`;
      if (document.documentElement.dataset.focusProbeScroll !== scroll) {
        document.documentElement.dataset.focusProbeScroll = scroll;
        await new Promise((resolve) =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0),
        );
        const loading = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect();
          return !image.complete && box.bottom > 0 && box.top < bottom;
        });
        await Promise.race([
          Promise.all(loading.map((image) => image.decode().catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, imageWait)),
        ]);
      }

      const left = Math.max(0, Math.floor(rect.left - reach));
      const right = Math.min(document.documentElement.clientWidth, Math.ceil(rect.right + reach));
      const clipTop = Math.max(top, Math.floor(rect.top - reach));
      const clipBottom = Math.min(bottom, Math.ceil(rect.bottom + reach));
      if (right - left < 1 || clipBottom - clipTop < 1) {
        return { keyboardVisible, ringOn, clip: null, perimeter: 0, look };
      }
      // Only the edges inside the clip can show a ring.
      const overlap = (from: number, to: number, min: number, max: number) =>
        Math.max(0, Math.min(to, max) - Math.max(from, min));
      const inside = (value: number, min: number, max: number) => value >= min && value <= max;
      const horizontal = overlap(rect.left, rect.right, left, right);
      const vertical = overlap(rect.top, rect.bottom, clipTop, clipBottom);
      const perimeter =
        (inside(rect.top, clipTop, clipBottom) ? horizontal : 0) +
        (inside(rect.bottom, clipTop, clipBottom) ? horizontal : 0) +
        (inside(rect.left, left, right) ? vertical : 0) +
        (inside(rect.right, left, right) ? vertical : 0);

      muted(() => element.blur());
      return {
        keyboardVisible,
        ringOn,
        clip: { x: left, y: clipTop, width: right - left, height: clipBottom - clipTop },
        perimeter,
        look,
      };
    },
    {
      index,
      footer,
      margin: CLIP_MARGIN_PX,
      imageWait: IMAGE_WAIT_MS,
      focusEvents: FOCUS_EVENTS,
    },
  );
}

/**
 * Focuses stop `index` again with element.focus(), unseen by the app, and tells whether it
 * matches :focus-visible: Chromium keeps it for a script's focus after keyboard use, so the
 * shot that follows and the next Tab start from the keyboard's state.
 */
function refocusStop(page: Page, index: number) {
  return page.evaluate(
    ({ index, focusEvents }) => {
      const element = document.querySelector<HTMLElement>(`[data-focus-stop="${index}"]`);
      const mute = (event: Event) => event.stopImmediatePropagation();
      for (const type of focusEvents) window.addEventListener(type, mute, true);
      element?.focus({ preventScroll: true });
      for (const type of focusEvents) window.removeEventListener(type, mute, true);
      return element?.matches(':focus-visible') ?? false;
    },
    { index, focusEvents: FOCUS_EVENTS },
  );
}

/**
 * Decodes each measurement's two PNGs in the page and counts the CSS pixels whose colour
 * changed markedly between them; one trip for the whole page.
 */
function countChangedPixels(page: Page, measurements: Measurement[]) {
  return page.evaluate(
    async ({ pairs, threshold }) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
        if (!context) throw new Error('no 2d canvas context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      return Promise.all(
        pairs.map(async ({ blurred, focused, width }) => {
          const [before, after] = await Promise.all([decode(blurred), decode(focused)]);
          if (before.data.length !== after.data.length) throw new Error('shots differ in size');
          let changed = 0;
          for (let at = 0; at < before.data.length; at += 4) {
            let sum = 0;
            for (let channel = at; channel < at + 3; channel++) {
              sum += Math.abs((before.data[channel] ?? 0) - (after.data[channel] ?? 0));
            }
            if (sum >= threshold) changed++;
          }
          // Device pixels per CSS pixel, squared, turns the count back into CSS pixels.
          const scale = before.width / width;
          return Math.round(changed / (scale * scale));
        }),
      );
    },
    {
      pairs: measurements.map(({ blurred, focused, width }) => ({
        blurred: blurred.toString('base64'),
        focused: focused.toString('base64'),
        width,
      })),
      threshold: CHANGED_CHANNEL_SUM,
    },
  );
}

/** The stop's role and name as the accessibility tree has them, for failure messages. */
async function describeStop(page: Page, index: number) {
  const stop = page.locator(`[data-focus-stop="${index}"]`);
  const snapshot = await stop.ariaSnapshot();
  const line = snapshot.split('\n')[0]?.replace(/^- /, '').replace(/:$/, '');
  const tag = await stop.evaluate((node) => node.tagName.toLowerCase());
  return `${line || '(no role)'} <${tag}>`;
}

/** Tabs through the page and returns one line for each stop whose focus is not shown. */
async function unseenFocusStops(page: Page, { footer }: { footer: boolean }) {
  const problems: string[] = [];
  const measurements: Measurement[] = [];
  const shotLooks = new Set<string>();
  // Keyboard only: the pointer rests where it hovers nothing.
  await page.mouse.move(0, 0);
  for (let index = 0; index < MAX_FOCUS_STOPS; index++) {
    await page.keyboard.press('Tab');
    const stop = await prepareFocusStop(page, index, { footer });
    if (stop.ended !== undefined) break;
    if (!stop.keyboardVisible || !stop.clip) {
      problems.push(
        `${await describeStop(page, index)}: ${stop.clip ? 'not :focus-visible after Tab' : 'off screen'}`,
      );
      await refocusStop(page, index);
      continue;
    }
    // A stop drawn like one already shot (a card's link, a carousel dot) shows the same ring.
    if (shotLooks.has(stop.look)) {
      await refocusStop(page, index);
      continue;
    }
    shotLooks.add(stop.look);
    const shoot = () =>
      page.screenshot({ clip: stop.clip ?? undefined, animations: 'disabled', caret: 'hide' });
    const blurred = await shoot();
    expect(await refocusStop(page, index), 'focus() keeps :focus-visible').toBe(true);
    const focused = await shoot();
    measurements.push({
      index,
      ringOn: stop.ringOn,
      perimeter: stop.perimeter,
      width: stop.clip.width,
      blurred,
      focused,
    });
  }

  const counts = await countChangedPixels(page, measurements);
  for (const [at, { index, ringOn, perimeter }] of measurements.entries()) {
    const changed = counts[at] ?? 0;
    const required = Math.ceil(perimeter * CHANGED_PER_PERIMETER_PX);
    if (changed < required) {
      const where = ringOn ? `, drawn on its <${ringOn}>` : '';
      problems.push(
        `${await describeStop(page, index)}${where}: ${changed} px changed, ${required} needed`,
      );
    }
  }
  return problems;
}

async function expectVisibleFocus(page: Page, route: string, theme: Theme) {
  await page.goto(route);
  await waitForHydration(page);
  await expectTheme(page, theme);
  await page.evaluate(() => document.fonts.ready);
  const footer = route === FOOTER_ROUTE;
  // The chat button loads after hydration, in its own chunk; it is the walk's last stop.
  if (footer) await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  // The next Tab goes to the first stop after the point focused: the start of the main content.
  if (!footer) await page.locator('main').focus();
  expect(
    await unseenFocusStops(page, { footer }),
    `${route} in the ${theme} theme: stops whose keyboard focus is not visibly shown`,
  ).toEqual([]);
}

// Every page shares the header, footer and chat, so the walk covers the pages with controls of
// their own (forms, filters, flip cards, carousels, chat), the themes taking turns.
const WALKED_ROUTES = [
  '/',
  '/services',
  '/case-studies',
  '/contact',
  '/careers',
  '/apply',
  '/admin',
  '/chatbot',
  '/ai-automation',
  '/services/seo',
  UNKNOWN_ROUTE,
];
const WALKS = WALKED_ROUTES.map((route, index) => ({
  route,
  theme: THEMES[index % THEMES.length]!,
}));

test.describe('at 1280 px', () => {
  test.use({ viewport: WALK_VIEWPORT });

  for (const { route, theme } of WALKS) {
    test.describe(`${theme} theme`, () => {
      // The browser logs the Not Found page's own 404 status as a failed resource.
      if (route === UNKNOWN_ROUTE) test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });
      test.beforeEach(async ({ page }) => {
        // A walk takes up to two clipped shots at each of its 40 stops.
        test.slow();
        await openInTheme(page, theme);
      });

      test(`${route} shows keyboard focus at every stop`, async ({ page }) => {
        await expectVisibleFocus(page, route, theme);
      });
    });
  }
});
