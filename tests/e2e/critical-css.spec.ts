// Every pre-rendered page paints from the CSS it inlines, kept small, and links the full
// fingerprinted stylesheet, which loads without blocking that first paint; the code that follows
// comes in few files.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { builtPages, CLIENT_BUILD, pageScripts } from '../utils/built-pages';
import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';

const MAX_INLINED_CSS_BYTES = 40 * 1024;
const FULL_STYLESHEET = /^\/assets\/app-[\w-]+\.css$/;

/** The font faces the site's stylesheets declare (web/assets/fonts). */
const SITE_FONT_FACES = ['inter.css', 'inter-fallback.css']
  .map((file) => readFileSync(path.join('web', 'assets', 'fonts', file), 'utf8'))
  .reduce((count, css) => count + (css.match(/@font-face\s*\{/g)?.length ?? 0), 0);

test('every page inlines at most 40 KB of CSS and links the full stylesheet', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(30);
  for (const { name, html } of pages) {
    const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
    const bytes = inlined.reduce((sum, css) => sum + Buffer.byteLength(css), 0);
    expect(bytes, name).toBeGreaterThan(0);
    expect(bytes, name).toBeLessThanOrEqual(MAX_INLINED_CSS_BYTES);
    // Every face, so the full stylesheet declares none: one that did would make the browser lay
    // the whole page out again when it is switched on.
    expect(inlined.join('').match(/@font-face\{/g), name).toHaveLength(SITE_FONT_FACES);

    const [head] = html.split('</head>');
    const deferred = /<link rel="x-stylesheet" href="([^"]+)">/.exec(head!);
    const href = deferred?.[1];
    expect(href, name).toMatch(FULL_STYLESHEET);
    expect(readFileSync(path.join(CLIENT_BUILD, href!), 'utf8'), name).not.toContain('@font-face');
    // Where scripts do not run, the stylesheet still applies.
    expect(head, name).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
    expect(head, name).not.toMatch(/<link rel="stylesheet"(?![^<]*<\/noscript>)/);
  }
});

test('a page asks for its full stylesheet and its scripts only once its first paint is shown', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const { firstPaint, requests } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    requests: performance
      .getEntriesByType('resource')
      .filter(({ name }) => /\/assets\/[^/]+\.(?:js|css)$/.test(new URL(name).pathname))
      .map(({ name, startTime }) => ({ name, startTime })),
  }));
  expect(requests.length).toBeGreaterThan(5);
  for (const request of requests)
    expect(request.startTime, request.name).toBeGreaterThan(firstPaint);
});

// The code every page runs (the client entry, the root route and what they import) is one file,
// `site-*.js`, not one file per set of routes sharing a module (scripts/always-loaded-chunk.ts).
test('every page starts at most 24 scripts, the code all pages run among them as one file', () => {
  for (const { name, html } of builtPages()) {
    const scripts = pageScripts(html);
    expect(
      scripts.filter((script) => /^\/assets\/site-[\w-]+\.js$/.test(script)),
      name,
    ).toHaveLength(1);
    expect(scripts.length, name).toBeLessThanOrEqual(24);
  }
});

// Painted before the parser reached them, the header's later buttons and a page's vertically
// centred content would move as the rest of the page came in.
test('every page holds its first paint until it is read up to the footer, after the main content', () => {
  for (const { name, html } of builtPages()) {
    const [head, body] = html.split('</head>');
    const expectLink = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head!);
    expect(expectLink, name).not.toBeNull();
    const target = body!.indexOf(`id="${expectLink![1]}"`);
    expect(target, name).toBeGreaterThan(body!.indexOf('</main>'));
    expect(body!.indexOf('</main>'), name).toBeGreaterThan(0);
  }
});

test('hover styles, left for the full stylesheet, apply once the page has loaded', async ({
  page,
}) => {
  await page.goto('/about');
  const link = page.locator('header nav a', { hasText: 'Services' }).first();
  await expect(link).toHaveCSS('color', 'rgb(165, 176, 196)');
  await link.hover();
  // --fg of the dark theme, the default.
  await expect(link).toHaveCSS('color', 'rgb(241, 245, 249)');
});

/**
 * Where each visible piece of the pre-rendered page sits and how it is coloured: the pieces
 * first seen at the first call, so what React adds later (the chat button) is left out.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const seen = ((window as { firstPainted?: Element[] }).firstPainted ??= [
      ...document.querySelectorAll('body *'),
    ]);
    return seen
      .filter((element) => !element.closest('svg') && element.checkVisibility())
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const box = [x, y, width, height].map(Math.round).join(',');
        return `${element.tagName} ${box} ${style.color} ${style.backgroundColor} ${style.fontSize}`;
      });
  });
}

for (const theme of ['light', 'dark']) {
  for (const width of [320, 1440]) {
    test(`the ${theme} theme at ${width} px looks the same before the full stylesheet arrives`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      await page.route(
        (url) => FULL_STYLESHEET.test(url.pathname),
        async (route) => {
          await arrived;
          await route.continue();
        },
      );
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      // The font's faces are inlined, so it arrives without the stylesheet; text moving when it
      // does is web-font.spec.ts's to check.
      await page.evaluate(() => document.fonts.ready);
      const firstPaint = await layout(page);
      arrive();
      await waitForHydration(page);
      await page.waitForLoadState('load');
      await afterNextPaint(page);
      expect(await layout(page)).toEqual(firstPaint);
    });
  }
}
