// The environment check: defaults for a bare checkout, and one clear message per bad value.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  bakedConfig,
  buildWarnings,
  ConfigError,
  loadConfig,
  PROJECT_ROOT,
} from '../../server/config.ts';
import { LOCAL_PROJECT_ID } from '../../web/lib/local-project.ts';

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
      lakeProjectId: LOCAL_PROJECT_ID,
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

  it('keeps the preview read token on the server: no baked setting carries it', () => {
    const config = loadConfig({ SANITY_API_READ_TOKEN: ' sk-preview-token ' });

    expect(config.sanityReadToken).toBe('sk-preview-token');
    expect(JSON.stringify(bakedConfig(config))).not.toContain('sk-preview-token');
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
      'SANITY_API_VERSION must be a dated',
    ],
    // Undated: the hosted v1 API has no string:: functions or perspectives, which the pages use.
    ['SANITY_API_VERSION', { SANITY_API_VERSION: '1' }, 'SANITY_API_VERSION must be a dated'],
    ['SANITY_API_VERSION', { SANITY_API_VERSION: 'vX' }, 'SANITY_API_VERSION must be a dated'],
    [
      'CONTACT_API_URL',
      { CONTACT_API_URL: 'https://form:s3cret@api.example.com/v1/contact' },
      'CONTACT_API_URL must not contain a user name or password',
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

  it('makes a preview server only with the token it reads drafts with', () => {
    expect(() => loadConfig({ PREVIEW_STUDIO_ORIGIN: 'https://agency.sanity.studio' })).toThrow(
      /SANITY_API_READ_TOKEN is not/,
    );
    const config = loadConfig({
      PREVIEW_STUDIO_ORIGIN: 'https://agency.sanity.studio/desk',
      SANITY_API_READ_TOKEN: 'secret',
    });
    expect(config.previewStudioOrigin).toBe('https://agency.sanity.studio');
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

describe('buildWarnings', () => {
  const warningsFor = (env: Record<string, string>) => buildWarnings(loadConfig(env));
  const deployment = {
    SANITY_PROJECT_ID: 'abc123',
    SITE_URL: 'https://www.example.com',
    CONTACT_API_URL: 'https://api.example.com/v1/contact',
    ADMIN_PASSWORD: 'a-long-secret',
  };

  it('says nothing for the local defaults or a complete deployment', () => {
    expect(warningsFor({})).toEqual([]);
    expect(warningsFor(deployment)).toEqual([]);
  });

  it('asks for ADMIN_PASSWORD in any build meant for a deployment', () => {
    const { ADMIN_PASSWORD: _password, ...withoutPassword } = deployment;
    const expected = [expect.stringContaining('ADMIN_PASSWORD is not set')];

    expect(warningsFor(withoutPassword)).toEqual(expected);
    expect(warningsFor({ CONTACT_API_URL: deployment.CONTACT_API_URL })).toEqual(expected);
  });

  it('says what to set when a build for a real address would serve images from the local lake', () => {
    const warnings = warningsFor({ ...deployment, SANITY_PROJECT_ID: '' });

    expect(warnings).toEqual([
      expect.stringMatching(/SANITY_PROJECT_ID is not set.*\/images\/.*Set SANITY_PROJECT_ID/),
    ]);
  });

  it('warns about a query string and about http from an https site in CONTACT_API_URL', () => {
    expect(
      warningsFor({ ...deployment, CONTACT_API_URL: 'https://api.example.com/v1/contact?key=1' }),
    ).toEqual([expect.stringContaining('query string')]);
    expect(
      warningsFor({ ...deployment, CONTACT_API_URL: 'http://api.example.com/v1/contact' }),
    ).toEqual([expect.stringContaining('mixed content')]);
    expect(
      warningsFor({
        ...deployment,
        SITE_URL: 'http://127.0.0.1:8080',
        CONTACT_API_URL: 'http://127.0.0.1:9000/v1/contact',
      }),
    ).toEqual([]);
  });
});
