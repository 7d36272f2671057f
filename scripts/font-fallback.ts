// The faces text is drawn in until Inter arrives: a local Arial (or Roboto, where there is no
// Arial) scaled to Inter's widths with Inter's line metrics, measured over the site's own copy,
// so text does not move when the font swaps in. `npm run fonts` writes inter-fallback.css.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import fontverter from 'fontverter';
import { Blob as HbBlob, Buffer as HbBuffer, Face, Font, shape, Variation } from 'harfbuzzjs';

import { FONTS_DIR } from './font-subsets.ts';

export const FALLBACK_FAMILY = 'Inter Fallback';
export const ROBOTO_FALLBACK_FAMILY = 'Inter Fallback Roboto';
export const FALLBACK_CSS = 'inter-fallback.css';
const INTER_FILE = path.join(FONTS_DIR, 'inter-core.woff2');

/**
 * What widths are averaged over: the site's own copy (Home's hero and the About page's mission
 * and vision in seed/content), so each letter counts as often as the pages use it.
 */
export const SAMPLE_TEXT =
  'Your Gateway to Digital Evolution. We connect your systems, ship your products and grow ' +
  'your audience, so your business can move faster with less risk. One partner from the first ' +
  'idea to measurable results. Get a Free Consultation +150% ROI +180% Traffic. To make modern ' +
  'technology practical for every business we work with, by delivering secure, well-crafted ' +
  'solutions that pay for themselves and by sharing what we know along the way. To be the most ' +
  'trusted digital partner for growing companies across Asia and beyond, known for honest ' +
  'advice, dependable delivery and results that last.';

/** The weights the design uses (font-normal to font-black); each gets a face of its own. */
const WEIGHTS = [400, 500, 600, 700, 800, 900] as const;
/** From this weight on, the bold cut of the local font stands in (as font-synthesis would pick). */
const BOLD_FROM = 600;

/** The local fonts with Arial's widths, by the names local() matches (full and PostScript). */
const ARIAL_NAMES = {
  regular: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  bold: [
    'Arial Bold',
    'Arial-BoldMT',
    'Helvetica Bold',
    'Helvetica-Bold',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
  ],
};

/**
 * Arial's average advance over SAMPLE_TEXT, in em, kerned, as `measureArialWidths()` reads it
 * from Liberation Sans (Debian's fonts-liberation), kept here so builds without it agree.
 */
export const ARIAL_WIDTHS = { regular: 0.448132, bold: 0.48311 };

/** Android's system font, by the names local() matches there (full and PostScript). */
const ROBOTO_NAMES = {
  regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
  bold: ['Roboto Bold', 'Roboto-Bold'],
};

/**
 * Roboto's average advance over SAMPLE_TEXT, in em, kerned, as `measureRobotoWidths()` reads it
 * from Roboto 2 (Debian's fonts-roboto-unhinted, the version Android ships). Kept here for the
 * same reason as ARIAL_WIDTHS.
 */
export const ROBOTO_WIDTHS = { regular: 0.446275, bold: 0.453281 };

/** Where Debian's fonts-roboto-unhinted installs Roboto. */
export const ROBOTO = {
  regular: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf',
  bold: '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf',
};

/** Where Debian (and most Linux distributions) install Liberation Sans. */
export const LIBERATION_SANS = {
  regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
};

async function openFont(file: string, weight?: number) {
  const raw = await readFile(file);
  const bytes: Buffer = file.endsWith('.woff2') ? await fontverter.convert(raw, 'truetype') : raw;
  const face = new Face(new HbBlob(bytes));
  const font = new Font(face);
  if (weight !== undefined) font.setVariations([new Variation('wght', weight)]);
  return { face, font };
}

/** The average advance of SAMPLE_TEXT's characters in em, as HarfBuzz shapes it (kerning on). */
export async function averageWidth(file: string, weight?: number): Promise<number> {
  const { face, font } = await openFont(file, weight);
  const buffer = new HbBuffer();
  buffer.addText(SAMPLE_TEXT);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0);
  return advance / face.upem / [...SAMPLE_TEXT].length;
}

type Widths = { regular: number; bold: number };

const measureWidths = async (files: { regular: string; bold: string }): Promise<Widths> => ({
  regular: round(await averageWidth(files.regular), 6),
  bold: round(await averageWidth(files.bold), 6),
});

/** Arial's widths, measured from Liberation Sans (see ARIAL_WIDTHS). */
export const measureArialWidths = () => measureWidths(LIBERATION_SANS);

/** Roboto's widths, measured from Roboto's files (see ROBOTO_WIDTHS). */
export const measureRobotoWidths = () => measureWidths(ROBOTO);

/** The local fonts the fallback families stand on, in the order pages try them. */
const LOCAL_FALLBACKS = [
  { family: FALLBACK_FAMILY, names: ARIAL_NAMES, widths: ARIAL_WIDTHS },
  { family: ROBOTO_FALLBACK_FAMILY, names: ROBOTO_NAMES, widths: ROBOTO_WIDTHS },
];

/** Inter's line metrics in em, as browsers read them (its hhea and typo values agree). */
async function interLineMetrics() {
  const { face, font } = await openFont(INTER_FILE);
  const { ascender, descender, lineGap } = font.hExtents();
  return {
    ascent: ascender / face.upem,
    descent: Math.abs(descender) / face.upem,
    lineGap: lineGap / face.upem,
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const percent = (value: number) => `${round(value * 100, 2)}%`;

export interface FallbackFace {
  family: string;
  weight: number;
  local: string[];
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

/**
 * One face per local font and weight: the local font scaled to Inter's width there, with
 * Inter's line metrics.
 */
export async function fallbackFaces(): Promise<FallbackFace[]> {
  const line = await interLineMetrics();
  const faces: FallbackFace[] = [];
  for (const { family, names, widths } of LOCAL_FALLBACKS) {
    for (const weight of WEIGHTS) {
      const bold = weight >= BOLD_FROM;
      const sizeAdjust =
        (await averageWidth(INTER_FILE, weight)) / (bold ? widths.bold : widths.regular);
      // The overrides are scaled by size-adjust too: divided here, they come out as Inter's.
      faces.push({
        family,
        weight,
        local: bold ? names.bold : names.regular,
        sizeAdjust,
        ascent: line.ascent / sizeAdjust,
        descent: line.descent / sizeAdjust,
        lineGap: line.lineGap / sizeAdjust,
      });
    }
  }
  return faces;
}

export async function buildFallbackCss(): Promise<string> {
  const rules = (await fallbackFaces()).map((face) =>
    [
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      `  font-weight: ${face.weight};`,
      `  src: ${face.local.map((name) => `local('${name}')`).join(', ')};`,
      `  size-adjust: ${percent(face.sizeAdjust)};`,
      `  ascent-override: ${percent(face.ascent)};`,
      `  descent-override: ${percent(face.descent)};`,
      `  line-gap-override: ${percent(face.lineGap)};`,
      '}',
    ].join('\n'),
  );
  return [
    '/* Generated by `npm run fonts` (scripts/font-fallback.ts): do not edit. Local Arial, or',
    "   else Roboto, sized to Inter's widths and line metrics, drawn until Inter arrives. */",
    ...rules,
    '',
  ].join('\n');
}
