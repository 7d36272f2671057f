// `npm run serve` refuses a build made with other settings than its environment: the browser
// code would read and post where the build said while the server ran other local services.
import { describe, expect, it } from 'vitest';

import { bakedConfig, bakedConfigMismatches, loadConfig } from '../../server/config.ts';

describe('bakedConfigMismatches', () => {
  const seedBuild = bakedConfig(loadConfig({}));

  it('finds nothing when the environment is the one the build was made with', () => {
    expect(bakedConfigMismatches(seedBuild, loadConfig({ PORT: '4999' }))).toEqual([]);
  });

  it('names each variable that changed, saying which local service an unset one means', () => {
    const served = loadConfig({
      SANITY_PROJECT_ID: 'abc123',
      CONTACT_API_URL: 'https://api.example.com/v1/contact',
    });

    expect(bakedConfigMismatches(seedBuild, served)).toEqual([
      'SANITY_PROJECT_ID: the build has unset (the local content lake), the environment "abc123"',
      'CONTACT_API_URL: the build has unset (the local contact stand-in), the environment "https://api.example.com/v1/contact"',
    ]);
    expect(bakedConfigMismatches(bakedConfig(served), loadConfig({}))).toEqual([
      'SANITY_PROJECT_ID: the build has "abc123", the environment unset (the local content lake)',
      'CONTACT_API_URL: the build has "https://api.example.com/v1/contact", the environment unset (the local contact stand-in)',
    ]);
  });
});
