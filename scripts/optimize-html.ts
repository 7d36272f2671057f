// A last pass over the pre-rendered pages for the first paint on slow connections. Each page
// inlines only the CSS rules its markup uses, and the font faces, which the full stylesheet then
// leaves out; it and the app's modules are parked until that paint is on screen
// (web/app/after-first-paint.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import Beasties from 'beasties';

import {
  DEFERRED_MODULE,
  DEFERRED_MODULEPRELOAD,
  DEFERRED_STYLESHEET,
} from '../web/app/after-first-paint.ts';
import { pageIndexFiles } from './static-host-files.ts';

/** The full stylesheet a pre-rendered page links, as React Router writes it. */
const FULL_STYLESHEET = /<link(?: nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g;
// Beasties' "media" strategy: a print-only link switched on by an inline handler, which the CSP
// would refuse; it also adds the <noscript> link for browsers that run no script.
const STYLESHEET =
  /<link(?: nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[^"]+\.css)" media="print" onload="this.media='all'">/g;
// React Router's one inline module script, which imports the route modules and starts the app.
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async(?:="")?(?=[\s>])/g;

/**
 * Beasties strips a leading pseudo-class with its argument before matching, which leaves nothing
 * of `:focus-visible` or Tailwind's `:where(.space-y-4>…)`: those the page needs are kept.
 */
function rulesBeastiesCannotMatch(html: string): Array<string | RegExp> {
  const spacing = new Set(html.match(/\b(?:space-[xy]|divide)-[\w.]+/g));
  return [
    ':focus-visible',
    '::placeholder',
    /^:is\(:where\(\.group\):is\(\[open\]/,
    ...[...spacing].map((name) => `:where(.${name.replaceAll('.', '\\.')}>:not(:last-child))`),
  ];
}

/**
 * Beasties keeps a rule when its selector matches the page's markup, pseudo-classes aside, so
 * hover, focus and both themes' rules stay.
 */
function criticalCss(clientDir: string, nonce: string, html: string) {
  return new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media',
    nonce,
    // The fonts' faces, the fallback's size-matched ones too, so text keeps its lines.
    inlineFonts: true,
    // root.tsx preloads the one font file the first paint needs.
    preloadFonts: false,
    // Only the stylesheet: any other <style> a page holds stays whole.
    reduceInlineStyles: false,
    allowRules: rulesBeastiesCannotMatch(html),
    logLevel: 'warn',
  });
}

/** Blocks the first paint never needs: hover and print, which the full sheet brings in time. */
const NOT_FIRST_PAINT = ['@media (hover:hover){', '@media print{'];

/** `css` without each block opening with `prelude` (which ends with `{`), nested ones and all. */
function withoutBlocks(css: string, prelude: string): string {
  let out = '';
  let at = 0;
  for (let start = css.indexOf(prelude); start !== -1; start = css.indexOf(prelude, at)) {
    let depth = 0;
    let end = start + prelude.length - 1;
    let quote = '';
    for (; end < css.length; end++) {
      const char = css[end];
      if (quote) {
        if (char === '\\') end++;
        else if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) break;
    }
    out += css.slice(at, start);
    at = end + 1;
  }
  return out + css.slice(at);
}

const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
const CUSTOM_PROPERTY_DECLARATION = /(--[\w-]+):[^;}]*;?/g;

/**
 * Trims what Beasties keeps whole: hover and print rules, and the custom properties Tailwind
 * registers (and sets where @property is missing) that none of the inlined rules read.
 */
export function trimCriticalCss(css: string): string {
  const trimmed = NOT_FIRST_PAINT.reduce(withoutBlocks, css);
  const rest = trimmed.replace(PROPERTY_RULE, '');
  const unread = new Set(
    [...trimmed.matchAll(PROPERTY_RULE)]
      .map(([, name]) => name!)
      .filter((name) => !rest.includes(`var(${name}`)),
  );
  const drop = (text: string, name: string) => (unread.has(name) ? '' : text);
  return trimmed.replace(PROPERTY_RULE, drop).replace(CUSTOM_PROPERTY_DECLARATION, drop);
}

const FONT_FACE = /@font-face\{[^}]*\}/g;

/** The page's inlined CSS with every face of the full stylesheets, in their order, first. */
function withFontFaces(css: string, faces: string[]): string {
  return faces.join('') + css.replace(FONT_FACE, '');
}

/**
 * Takes the @font-face rules out of the full stylesheets `sheets`, for the pages to inline
 * instead: a sheet that declares faces, the same ones or not, makes the browser lay the whole page
 * out again when it is switched on after the first paint.
 */
async function takeFontFaces(clientDir: string, sheets: Set<string>): Promise<string[]> {
  const faces: string[] = [];
  for (const href of sheets) {
    const file = path.join(clientDir, href);
    const css = await readFile(file, 'utf8');
    faces.push(...(css.match(FONT_FACE) ?? []));
    await writeFile(file, css.replace(FONT_FACE, ''));
  }
  return faces;
}

export async function optimizeHtml(clientDir: string, nonce: string): Promise<void> {
  // Beasties' own <style>, told apart from any a page holds by the nonce it gives it.
  const critical = new RegExp(`(<style nonce="${nonce}">)([\\s\\S]*?)(</style>)`);
  const criticalPages = new Map<string, string>();
  const sheets = new Set<string>();
  // Beasties reads the full stylesheets as built, faces and all, before they lose them. The pages
  // are found before static-host-files.ts renames them to `<path>.html`.
  for (const page of await pageIndexFiles(clientDir)) {
    const source = await readFile(path.join(clientDir, page), 'utf8');
    for (const [, href] of source.matchAll(FULL_STYLESHEET)) sheets.add(href!);
    criticalPages.set(page, await criticalCss(clientDir, nonce, source).process(source));
  }
  const faces = await takeFontFaces(clientDir, sheets);
  for (const [page, html] of criticalPages) {
    await writeFile(
      path.join(clientDir, page),
      html
        .replace(critical, (_, open: string, css: string, close: string) =>
          [open, withFontFaces(trimCriticalCss(css), faces), close].join(''),
        )
        // Beasties' marker of where it matched selectors.
        .replace(' data-beasties-container', '')
        .replace(MODULEPRELOAD, `<link rel="${DEFERRED_MODULEPRELOAD}" href="$1"`)
        .replace(STYLESHEET, `<link rel="${DEFERRED_STYLESHEET}" href="$1">`)
        .replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE}"`),
    );
  }
}
