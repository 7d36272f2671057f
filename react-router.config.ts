import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Config } from '@react-router/dev/config';

import { optimizeHtml } from './scripts/optimize-html.ts';
import { writeStaticHostFiles } from './scripts/static-host-files.ts';
import { BAKED_CONFIG_FILE, bakedConfig, buildWarnings, loadConfig } from './server/config.ts';
import { buildScriptNonce } from './web/app/inline-script-nonce.ts';
import { listPrerenderPaths } from './web/lib/prerender-paths.ts';

export default {
  appDirectory: 'web/app',
  ssr: false,
  // Lets Vite's dev server find every dependency when it starts, by crawling the client entry and
  // every route module. Without it the first visit met "504 Outdated Optimize Dep" and a
  // reload for each package found late (react-query, the Sanity client, Swiper, the toasts).
  future: { unstable_optimizeDeps: true },
  // Every static route of the spec's table plus every CMS slug becomes an HTML file.
  prerender: () => listPrerenderPaths(loadConfig(process.env)),
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // The nonce the pre-render gave the site's own inline scripts (entry.server.tsx).
    const nonce = buildScriptNonce();
    await optimizeHtml(client, nonce);
    // React Router's fallback for paths it did not pre-render: every path here is either
    // pre-rendered or answered by a not-found page, so it would only be one more public page.
    await rm(path.join(client, '__spa-fallback.html'), { force: true });
    const config = loadConfig(process.env);
    for (const warning of buildWarnings(config)) console.warn(`Warning: ${warning}`);
    await writeStaticHostFiles(client, config, nonce);
    // Beside build/client, never served: `npm run serve` checks its environment against it.
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, BAKED_CONFIG_FILE),
      `${JSON.stringify(bakedConfig(config), null, 2)}\n`,
    );
  },
} satisfies Config;
