// The fallback faces in inter-fallback.css are generated (npm run fonts): the committed file must
// be what the script makes today, and the widths kept in the script what Liberation Sans and Roboto
// measure.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  ARIAL_WIDTHS,
  buildFallbackCss,
  FALLBACK_CSS,
  fallbackFaces,
  LIBERATION_SANS,
  measureArialWidths,
  measureRobotoWidths,
  ROBOTO,
  ROBOTO_WIDTHS,
} from '../../../scripts/font-fallback.ts';
import { FONTS_DIR } from '../../../scripts/font-subsets.ts';

const liberationInstalled = Object.values(LIBERATION_SANS).every((file) => existsSync(file));
const robotoInstalled = Object.values(ROBOTO).every((file) => existsSync(file));

describe('Inter fallback faces', () => {
  it('are committed as `npm run fonts` writes them', async () => {
    expect(await readFile(path.join(FONTS_DIR, FALLBACK_CSS), 'utf8')).toBe(
      await buildFallbackCss(),
    );
  });

  it.skipIf(!liberationInstalled)(
    "use Arial's widths as Liberation Sans measures them",
    async () => {
      expect(await measureArialWidths()).toEqual(ARIAL_WIDTHS);
    },
  );

  it.skipIf(!robotoInstalled)("use Roboto's widths as Roboto measures them", async () => {
    expect(await measureRobotoWidths()).toEqual(ROBOTO_WIDTHS);
  });

  it('size Arial first, then Roboto for phones without it, at every weight', async () => {
    const faces = await fallbackFaces();
    const weights = [400, 500, 600, 700, 800, 900];
    expect(faces.map((face) => `${face.family} ${face.weight}`)).toEqual([
      ...weights.map((weight) => `Inter Fallback ${weight}`),
      ...weights.map((weight) => `Inter Fallback Roboto ${weight}`),
    ]);
    expect(faces.find((face) => face.family.endsWith('Roboto'))?.local).toContain('Roboto');
  });

  it("give every weight Inter's line metrics, whatever its size-adjust", async () => {
    const faces = await fallbackFaces();
    for (const face of faces) {
      // Inter 4: ascender 1984, descender 494, no line gap, on 2048 units per em.
      expect(face.ascent * face.sizeAdjust).toBeCloseTo(1984 / 2048, 6);
      expect(face.descent * face.sizeAdjust).toBeCloseTo(494 / 2048, 6);
      expect(face.lineGap).toBe(0);
    }
  });
});
