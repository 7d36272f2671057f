// The build's list of pages reads the environment as loadConfig does: a blank value is unset.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { loadConfig } from '../../server/config.ts';
import { listPrerenderPaths } from '../../web/lib/prerender-paths.ts';
import { startLake, type TestLake } from '../utils/lake-server.ts';

let lake: TestLake;

beforeAll(async () => {
  lake = await startLake();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await lake.close();
});

it('reads the local lake when SANITY_PROJECT_ID is blank, with trimmed settings', async () => {
  // A line `SANITY_PROJECT_ID= ` in a .env file, and values pasted with spaces around them.
  vi.stubEnv('SANITY_PROJECT_ID', ' ');
  vi.stubEnv('SANITY_DATASET', ' production ');
  vi.stubEnv('SANITY_API_VERSION', ' 2025-05-15 ');
  vi.stubEnv('LOCAL_CONTENT_LAKE_URL', lake.url);

  const paths = await listPrerenderPaths(loadConfig(process.env));

  expect(paths).toContain('/services/seo');
  expect(paths).toContain('/case-studies/enterprise-technology-integration');
});
