// The site's self-hosted Inter cut to what pages use: inter-core (Latin-1 and punctuation,
// weights 400-900, preloaded) and inter-symbols (the rupee sign), with Fontsource's full faces
// declared for every other character. `npm run fonts` writes them; they are committed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import fontverter from 'fontverter';
import { Blob as HbBlob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

import { PROJECT_ROOT } from '../server/config.ts';

export const FONTS_DIR = path.join(PROJECT_ROOT, 'web', 'assets', 'fonts');
export const SUBSETS_CSS = 'inter.css';

const FONTSOURCE_FILES = path.join(
  PROJECT_ROOT,
  'node_modules',
  '@fontsource-variable',
  'inter',
  'files',
);

/** Weights the design uses (font-normal to font-black); a lighter one would render as 400. */
const WEIGHTS = { min: 400, max: 900 };
/** Kerning, tabular figures (tabular-nums) and accents; the rest of Inter's features are dropped. */
const FEATURES = ['kern', 'tnum', 'ccmp', 'mark', 'mkmk'];

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export interface FontSubset {
  /** The file written to web/assets/fonts. */
  file: string;
  /** The Fontsource file it is cut from. */
  source: string;
  /** The characters it keeps. */
  text: string;
}

export const FONT_SUBSETS: FontSubset[] = [
  {
    file: 'inter-core.woff2',
    source: 'inter-latin-wght-normal.woff2',
    text:
      span(0x20, 0x7e) + // ASCII
      span(0xa0, 0xff) + // Latin-1: no-break space, ©, ×, accented letters
      span(0x2010, 0x2014) + // hyphens and dashes
      span(0x2018, 0x201e) + // quotation marks
      '\u2022\u2026\u2032\u2033\u2039\u203a' + // • … ′ ″ ‹ ›
      '\u20ac\u2122\u2212' + // € ™ −
      span(0x2190, 0x2193), // arrows
  },
  {
    file: 'inter-symbols.woff2',
    source: 'inter-latin-ext-wght-normal.woff2',
    text: '\u20b9', // ₹
  },
];

type Ranges = [number, number][];

function parseUnicodeRange(value: string): Ranges {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

function formatUnicodeRange(ranges: Ranges): string {
  // Four digits at least, as Fontsource writes them.
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

function toRanges(codePoints: number[]): Ranges {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: Ranges = [];
  for (const cp of sorted) {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

/** `ranges` without the code points in `taken`. */
function subtract(ranges: Ranges, taken: Set<number>): Ranges {
  const left: number[] = [];
  for (const [a, b] of ranges) for (let cp = a; cp <= b; cp += 1) if (!taken.has(cp)) left.push(cp);
  return toRanges(left);
}

/** The code points a font maps to glyphs. */
export async function codePointsOf(font: Buffer): Promise<number[]> {
  const sfnt: Buffer = await fontverter.convert(font, 'truetype');
  return [...new Face(new HbBlob(sfnt)).collectUnicodes()];
}

function fontFace(src: string, weights: string, unicodeRange: string) {
  return [
    '@font-face {',
    "  font-family: 'Inter Variable';",
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${weights};`,
    `  src: url('${src}') format('woff2');`,
    `  unicode-range: ${unicodeRange};`,
    '}',
  ].join('\n');
}

export interface BuiltSubsets {
  fonts: { file: string; bytes: Buffer }[];
  css: string;
}

/**
 * Cuts every subset and writes the stylesheet for the whole family; writes nothing to disk.
 * Fontsource's own faces stay for every other character, with the subsets' characters taken
 * out of their unicode-range: were the ranges to overlap, Chrome would download both files.
 */
export async function buildFontSubsets(): Promise<BuiltSubsets> {
  const fonts: BuiltSubsets['fonts'] = [];
  const rules: string[] = [];
  const taken = new Set<number>();
  for (const subset of FONT_SUBSETS) {
    const source = await readFile(path.join(FONTSOURCE_FILES, subset.source));
    const bytes: Buffer = await subsetFont(source, subset.text, {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      variationAxes: { wght: WEIGHTS },
    });
    const codePoints = await codePointsOf(bytes);
    for (const cp of codePoints) taken.add(cp);
    fonts.push({ file: subset.file, bytes });
    // Declared with Fontsource's weight range, not the subset's: browsers match weight first
    // and use unicode-range only among faces with the same descriptors.
    rules.push(fontFace(`./${subset.file}`, '100 900', formatUnicodeRange(toRanges(codePoints))));
  }
  const fontsourceCss = await readFile(path.join(FONTSOURCE_FILES, '..', 'wght.css'), 'utf8');
  for (const [, rule] of fontsourceCss.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\.\/files\/([^)]+)\)/.exec(rule!)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule!)?.[1];
    const weights = /font-weight:\s*([^;]+);/.exec(rule!)?.[1];
    if (!file || !range || !weights) throw new Error(`Unexpected Fontsource rule: ${rule}`);
    const left = subtract(parseUnicodeRange(range), taken);
    if (left.length === 0) continue;
    rules.push(
      fontFace(
        `../../../node_modules/@fontsource-variable/inter/files/${file}`,
        weights.trim(),
        formatUnicodeRange(left),
      ),
    );
  }
  const css = [
    '/* Generated by `npm run fonts` (scripts/font-subsets.ts): do not edit. The site font,',
    "   Inter: the small subsets first, then Fontsource's files for every other character. */",
    ...rules,
    '',
  ].join('\n');
  return { fonts, css };
}
