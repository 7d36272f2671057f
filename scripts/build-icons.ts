// `npm run icons`: draws every glyph of web/components/ui/icon-glyphs.ts into one SVG sprite,
// web/assets/icons.svg, a <symbol> per icon name holding its shapes only (the Icon component sets
// paint and stroke). Run it after changing the glyphs; a unit test fails while it is out of date.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { PROJECT_ROOT } from '../server/config.ts';
import { ICON_NAMES } from '../web/components/ui/icon-names.ts';
import { ICON_GLYPHS } from '../web/components/ui/icon-glyphs.ts';

export const ICON_SPRITE_FILE = path.join(PROJECT_ROOT, 'web', 'assets', 'icons.svg');

/** The shapes inside a glyph's <svg>, with Lucide's outer attributes left behind. */
function shapesOf(name: (typeof ICON_NAMES)[number]): string {
  const markup = renderToStaticMarkup(createElement(ICON_GLYPHS[name]));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`The glyph for "${name}" did not draw as one <svg>.`);
  return inner;
}

export function iconSprite(): string {
  const symbols = ICON_NAMES.map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${shapesOf(name)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(ICON_SPRITE_FILE, iconSprite());
  console.log(
    `Wrote ${path.relative(PROJECT_ROOT, ICON_SPRITE_FILE)} (${ICON_NAMES.length} icons).`,
  );
}
