// The Inter subsets in web/assets/fonts are generated (npm run fonts): the committed files
// must be what the script makes today, and the family's faces must not overlap, or Chrome
// downloads Fontsource's full file beside the subset.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  buildFontSubsets,
  codePointsOf,
  FONTS_DIR,
  SUBSETS_CSS,
} from '../../../scripts/font-subsets.ts';

const built = await buildFontSubsets();

function faces(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const src = /url\('([^']+)'\)/.exec(body!)![1]!;
    const ranges = /unicode-range:\s*([^;]+);/
      .exec(body!)![1]!
      .split(',')
      .map((part) => {
        const [from, to] = part.trim().slice(2).split('-');
        return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
      });
    return { src, ranges, covers: (cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b) };
  });
}

describe('Inter subsets', () => {
  it('are committed as `npm run fonts` writes them', async () => {
    for (const { file, bytes } of built.fonts) {
      const committed = await readFile(path.join(FONTS_DIR, file));
      expect(committed.equals(bytes), `${file} is stale: run npm run fonts`).toBe(true);
    }
    expect(await readFile(path.join(FONTS_DIR, SUBSETS_CSS), 'utf8')).toBe(built.css);
  });

  it('keep a small core for the first paint, with every printable ASCII character', async () => {
    const core = built.fonts.find((font) => font.file === 'inter-core.woff2')!;
    expect(core.bytes.length).toBeLessThan(25 * 1024);
    const codePoints = new Set(await codePointsOf(core.bytes));
    for (let cp = 0x20; cp <= 0x7e; cp += 1) expect(codePoints.has(cp)).toBe(true);
    expect(codePoints.has(0xe9)).toBe(true); // é
  });

  it('declare each subset for exactly the characters it holds, which no other face claims', async () => {
    const all = faces(built.css);
    for (const { file, bytes } of built.fonts) {
      const face = all.find((f) => f.src === `./${file}`)!;
      const others = all.filter((f) => f !== face);
      for (const cp of await codePointsOf(bytes)) {
        expect(face.covers(cp)).toBe(true);
        expect(others.filter((other) => other.covers(cp)).map((other) => other.src)).toEqual([]);
      }
    }
  });

  it('leave the rupee sign to its own small file', () => {
    const [rupeeFace] = faces(built.css).filter((face) => face.covers(0x20b9));
    expect(rupeeFace?.src).toBe('./inter-symbols.woff2');
  });
});
