// The fallback faces in web/assets/fonts/inter-fallback.css are generated (npm run fonts) from
// Inter's shipped file and Arial's widths: the committed file must be what the script makes
// today, and the Arial widths kept in the script must be what Liberation Sans measures.
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
} from '../../../scripts/font-fallback.ts';
import { FONTS_DIR } from '../../../scripts/font-subsets.ts';

const liberationInstalled = Object.values(LIBERATION_SANS).every((file) => existsSync(file));

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

  it("give every weight Inter's line metrics, whatever its size-adjust", async () => {
    const faces = await fallbackFaces();
    expect(faces.map((face) => face.weight)).toEqual([400, 500, 600, 700, 800, 900]);
    for (const face of faces) {
      // Inter 4: ascender 1984, descender 494, no line gap, on 2048 units per em.
      expect(face.ascent * face.sizeAdjust).toBeCloseTo(1984 / 2048, 6);
      expect(face.descent * face.sizeAdjust).toBeCloseTo(494 / 2048, 6);
      expect(face.lineGap).toBe(0);
    }
  });
});
