// `npm run studio` must serve the Studio: `npm test` otherwise only builds it, and a Vite plugin
// mismatch between the site and Sanity can break the dev server alone. The Studio cannot log in
// here, so this checks that its page and modules are served.
import path from 'node:path';

import { expect, it } from 'vitest';

import { startDevServer } from '../utils/dev-server';

const STUDIO_DIR = path.resolve(import.meta.dirname, '../../studio');

it('serves the Studio from `sanity dev`, its page and its app module', async () => {
  const studio = await startDevServer(['npx', 'sanity', 'dev'], {
    cwd: STUDIO_DIR,
    ready: /running at/,
  });
  try {
    const { base } = studio;
    const page = await fetch(`${base}/`);
    const html = await page.text();
    expect(page.status, html.slice(0, 500)).toBe(200);
    const app = /src="([^"]*app\.js)"/.exec(html)?.[1];
    expect(app, 'the page loads the Studio app').toBeDefined();

    const module = await fetch(new URL(app!, base));
    expect(module.status, (await module.clone().text()).slice(0, 500)).toBe(200);
    expect(await module.text()).toContain('sanity.config');
  } finally {
    await studio.stop();
  }
}, 90_000);
