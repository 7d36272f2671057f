// Settings for the `sanity` command line: which project and dataset it talks to, where
// `npm run typegen` reads the schema and queries from, and how the Studio bundle gets its env.
import { defineCliConfig } from 'sanity/cli';

import { DEFAULT_HOST, DEFAULT_PORT, DEFAULT_SITE_URL } from '../server/config';
import { apiVersion, dataset, previewUrl, projectId, siteUrl } from './env';

const isRefreshWrapper = (plugin: unknown) =>
  typeof plugin === 'object' &&
  plugin !== null &&
  'name' in plugin &&
  plugin.name === 'vite:react:refresh-wrapper';

/**
 * `sanity dev` runs on Vite 7, but the hoisted @vitejs/plugin-react sees the site's Vite 8 and
 * hands it a Rolldown-only fast-refresh plugin that answers every page with a 500. Without it the
 * Studio reloads on a change instead of refreshing in place; the build never uses it.
 */
function withoutRolldownRefresh<Plugin>(plugins: Plugin[] | undefined): Plugin[] {
  return (plugins ?? []).flatMap((plugin) => {
    if (Array.isArray(plugin)) return [withoutRolldownRefresh(plugin as unknown[]) as Plugin];
    return isRefreshWrapper(plugin) ? [] : [plugin];
  });
}

export default defineCliConfig({
  api: { projectId, dataset },
  schemaExtraction: { path: '../web/lib/schema.json' },
  typegen: {
    path: '../web/**/*.{ts,tsx}',
    schema: '../web/lib/schema.json',
    generates: '../web/lib/sanity.types.ts',
    overloadClientMethods: true,
  },
  // Sanity only inlines SANITY_STUDIO_* variables into the bundle. Defining the resolved values
  // lets SANITY_PROJECT_ID and SANITY_DATASET (the names the web app uses) configure it too.
  vite: (config) => ({
    ...config,
    plugins: withoutRolldownRefresh(config.plugins),
    define: {
      ...config.define,
      'process.env.SANITY_STUDIO_PROJECT_ID': JSON.stringify(projectId),
      'process.env.SANITY_STUDIO_DATASET': JSON.stringify(dataset),
      'process.env.SANITY_STUDIO_API_VERSION': JSON.stringify(apiVersion),
      'process.env.SANITY_STUDIO_SITE_URL': JSON.stringify(siteUrl || DEFAULT_SITE_URL),
      'process.env.SANITY_STUDIO_PREVIEW_URL': JSON.stringify(
        previewUrl || `http://${DEFAULT_HOST}:${DEFAULT_PORT}`,
      ),
    },
  }),
});
