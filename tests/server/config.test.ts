// The environment check: defaults for a bare checkout, and one clear message per bad value.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig, PROJECT_ROOT } from '../../server/config.ts';

describe('loadConfig', () => {
  it('runs a bare checkout offline on the local services', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      sanityProjectId: null,
      sanityDataset: 'production',
      sanityApiVersion: '2025-05-15',
      useLocalLake: true,
      lakeProjectId: 'local-seed',
      contactApiUrl: '/v1/contact',
      useContactStandIn: true,
      enquiriesFile: path.join(PROJECT_ROOT, '.data', 'enquiries.ndjson'),
      seedDataset: path.join(PROJECT_ROOT, 'seed', 'dataset.ndjson'),
      adminPassword: undefined,
    });
  });

  it('uses a configured Sanity project and contact API instead of the local ones', () => {
    const config = loadConfig({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_VERSION: 'v2025-02-19',
      CONTACT_API_URL: 'https://api.example.com/dev/v1/contact',
      PORT: '8080',
    });

    expect(config).toMatchObject({
      port: 8080,
      sanityProjectId: 'abc123',
      sanityApiVersion: '2025-02-19',
      useLocalLake: false,
      lakeProjectId: 'abc123',
      contactApiUrl: 'https://api.example.com/dev/v1/contact',
      useContactStandIn: false,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ SANITY_PROJECT_ID: '', PORT: ' ' })).toMatchObject({
      useLocalLake: true,
      port: 4173,
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }, 'PORT must be a whole number'],
    ['PORT', { PORT: '70000' }, 'PORT must be a whole number'],
    [
      'SANITY_PROJECT_ID',
      { SANITY_PROJECT_ID: 'My Project' },
      'SANITY_PROJECT_ID may contain only',
    ],
    ['SANITY_DATASET', { SANITY_DATASET: 'Prod!' }, 'SANITY_DATASET must be'],
    [
      'SANITY_API_VERSION',
      { SANITY_API_VERSION: '2025-13-40' },
      'SANITY_API_VERSION must be a date',
    ],
    [
      'CONTACT_API_URL',
      { CONTACT_API_URL: 'api.example.com/v1/contact' },
      'CONTACT_API_URL must be an absolute',
    ],
    ['CONTACT_API_URL', { CONTACT_API_URL: 'https://api.example.com/' }, 'path ending /v1/contact'],
    ['SITE_URL', { SITE_URL: 'example.com' }, 'SITE_URL must be an absolute'],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8'],
  ])('refuses a bad %s with a message naming it', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'x', SANITY_DATASET: '!' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
