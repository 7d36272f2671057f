// `npm run favicon`: draws favicon.svg in Chromium into favicon.ico (32 and 16 px PNGs), for the
// tools that ask for /favicon.ico whatever the page links, and into icon-maskable-512.png, whose
// mark stays inside the circle every launcher's mask keeps. Run it after changing the icon.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { PROJECT_ROOT } from '../server/config.ts';

const PUBLIC_DIR = path.join(PROJECT_ROOT, 'web', 'public');
const SIZES = [32, 16];
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** An ICO file of PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 0 stands for 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const MASKABLE_SIZE = 512;
/** The mark scaled to 80% about the centre, so its farthest point stays in the safe zone. */
const MASKABLE_MARK_SCALE = 0.8;

/**
 * The favicon as a maskable icon: its rounded square becomes a full square (the launcher
 * draws its own shape) and everything on it shrinks towards the centre.
 */
function maskableOf(favicon: string): string {
  const match =
    /^(<svg[^>]*>(?:<defs>.*<\/defs>)?)<rect ([^>]*?) rx="\d+"([^>]*)\/>(.*)<\/svg>\s*$/s.exec(
      favicon,
    );
  if (!match)
    throw new Error('favicon.svg no longer starts with a rounded square: update maskableOf');
  const [, open, rectBefore, rectAfter, mark] = match;
  const transform = `translate(32 32) scale(${MASKABLE_MARK_SCALE}) translate(-32 -32)`;
  return `${open}<rect ${rectBefore}${rectAfter}/><g transform="${transform}">${mark}</g></svg>`;
}

const svg = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const browser = await chromium.launch(
  existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {},
);
try {
  const page = await browser.newPage();
  const draw = async (source: string, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0"><img src="data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    return page.screenshot({ omitBackground: true });
  };
  const images = [];
  for (const size of SIZES) images.push({ size, png: await draw(svg, size) });
  await writeFile(path.join(PUBLIC_DIR, 'favicon.ico'), icoOf(images));
  console.log('web/public/favicon.ico written');
  await writeFile(
    path.join(PUBLIC_DIR, 'icon-maskable-512.png'),
    await draw(maskableOf(svg), MASKABLE_SIZE),
  );
  console.log('web/public/icon-maskable-512.png written');
} finally {
  await browser.close();
}
