// `npm run fonts`: writes the Inter subsets and their stylesheet to web/assets/fonts (see
// scripts/font-subsets.ts), and the fallback faces sized to them (scripts/font-fallback.ts).
// Run it after changing FONT_SUBSETS or upgrading Fontsource.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { buildFallbackCss, FALLBACK_CSS } from './font-fallback.ts';
import { buildFontSubsets, FONTS_DIR, SUBSETS_CSS } from './font-subsets.ts';

const { fonts, css } = await buildFontSubsets();
await mkdir(FONTS_DIR, { recursive: true });
for (const { file, bytes } of fonts) {
  await writeFile(path.join(FONTS_DIR, file), bytes);
  console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
await writeFile(path.join(FONTS_DIR, SUBSETS_CSS), css);
console.log(`${SUBSETS_CSS} written`);
// Measured from the subsets just written.
await writeFile(path.join(FONTS_DIR, FALLBACK_CSS), await buildFallbackCss());
console.log(`${FALLBACK_CSS} written`);
