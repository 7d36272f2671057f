import { copyFile } from 'node:fs/promises';
import path from 'node:path';

import type { Config } from '@react-router/dev/config';

import { optimizeHtml } from './scripts/optimize-html.ts';
import { writeStaticHostFiles } from './scripts/static-host-files.ts';
import { loadConfig } from './server/config.ts';
import { listPrerenderPaths } from './web/lib/prerender-paths.ts';

export default {
  appDirectory: 'web/app',
  ssr: false,
  // Every static route of the spec's table plus every CMS slug becomes an HTML file.
  prerender: () => listPrerenderPaths(),
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    // Static hosts answer unknown paths with 404.html; '/404' renders the Not Found route.
    await optimizeHtml(client);
    await copyFile(path.join(client, '404', 'index.html'), path.join(client, '404.html'));
    await writeStaticHostFiles(client, loadConfig(process.env));
  },
} satisfies Config;
