// `npm run studio` must serve the Studio. `npm test` otherwise only builds it, and the dev
// server once answered every page with a 500: @vitejs/plugin-react, hoisted beside the site's
// Vite 8, handed Sanity's Vite 7 a Rolldown-only plugin (studio/sanity.cli.ts leaves it out).
// The Studio cannot log in here; that its page and modules are served is what this checks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import { expect, it } from 'vitest';

const STUDIO_DIR = path.resolve(import.meta.dirname, '../../studio');

/** A port free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

it('serves the Studio from `sanity dev`, its page and its app module', async () => {
  const port = await freePort();
  // Bounded twice over: the test's own timeout, and `timeout` should the test runner die.
  const child = spawn(
    'timeout',
    ['120', 'npx', 'sanity', 'dev', '--host', '127.0.0.1', '--port', String(port)],
    { cwd: STUDIO_DIR, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(() => output, { timeout: 60_000, interval: 250 }).toMatch(/running at/);

    const page = await fetch(`${base}/`);
    const html = await page.text();
    expect(page.status, html.slice(0, 500)).toBe(200);
    const app = /src="([^"]*app\.js)"/.exec(html)?.[1];
    expect(app, 'the page loads the Studio app').toBeDefined();

    const module = await fetch(new URL(app!, base));
    expect(module.status, (await module.clone().text()).slice(0, 500)).toBe(200);
    expect(await module.text()).toContain('sanity.config');
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}, 90_000);
