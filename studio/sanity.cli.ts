// Settings for the `sanity` command line: which project and dataset it talks to, where
// `npm run typegen` reads the schema and queries from, and how the Studio bundle gets its env.
import { defineCliConfig } from 'sanity/cli';

import { apiVersion, dataset, projectId } from './env';

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
    define: {
      ...config.define,
      'process.env.SANITY_STUDIO_PROJECT_ID': JSON.stringify(projectId),
      'process.env.SANITY_STUDIO_DATASET': JSON.stringify(dataset),
      'process.env.SANITY_STUDIO_API_VERSION': JSON.stringify(apiVersion),
    },
  }),
});
