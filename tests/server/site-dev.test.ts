// `npm run dev` must find every package the browser code imports when it starts: one found late
// makes Vite re-bundle, answer "504 Outdated Optimize Dep" and reload the page. So this starts with
// an empty cache, fetches every module and all it imports (dynamic too), and checks none was late.
import path from 'node:path';

import { expect, it } from 'vitest';

import { startDevServer } from '../utils/dev-server';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The site's own modules a transformed module imports, statically or dynamically. */
function importsOf(code: string): string[] {
  const found = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\/[^"']+)["']/g);
  return [...found].map((match) => match[1]!);
}

it('pre-bundles every dependency of every page when it starts', async () => {
  // Vitest's own variables would make vite.config.ts leave React Router's plugin out.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  env.NODE_ENV = 'development';
  const dev = await startDevServer(['npx', 'react-router', 'dev', '--force'], {
    cwd: ROOT,
    env,
    ready: /Local:/,
  });
  try {
    const routes = (await import('../../web/app/routes')).default;
    const routeFiles = routes.map((route) => `/web/app/${route.file}`);
    const queue = ['/web/app/entry.client.tsx', '/web/app/root.tsx', ...new Set(routeFiles)];
    const seen = new Set(queue);
    const failed: string[] = [];
    while (queue.length > 0) {
      const url = queue.shift()!;
      const response = await fetch(new URL(url, dev.base));
      const code = await response.text();
      if (!response.ok) failed.push(`${response.status} ${url}`);
      // Pre-bundled dependencies are fetched, not crawled: their chunks import each other.
      if (!url.startsWith('/web/')) continue;
      for (const next of importsOf(code)) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect(failed).toEqual([]);
    expect([...seen].filter((url) => url.includes('/.vite/deps/')).length).toBeGreaterThan(5);
    // A late find is reported once its re-bundle has run: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(dev.output()).not.toMatch(/new dependenc|dependencies optimized|dependency optimized/i);
  } finally {
    await dev.stop();
  }
}, 120_000);
