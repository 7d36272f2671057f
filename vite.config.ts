import { randomBytes } from 'node:crypto';

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

import { loadConfig } from './server/config.ts';
import { alwaysLoadedChunk } from './scripts/always-loaded-chunk.ts';
import { localServices } from './server/vite-plugin.ts';
import { derivePasswordHash } from './web/features/admin/password.ts';

const ADMIN_HASH_ITERATIONS = 210_000;
/** The password's local default; README documents it. Never shipped: only its salted hash is. */
const DEFAULT_ADMIN_PASSWORD = 'nexora-admin';
const TEST_ADMIN_PASSWORD = 'test-admin-password';
/**
 * Component tests that need modules of their own: one mocks a module the others load for real,
 * one samples a count-up mid-way, which framer-motion's shared frame loop can hurry past.
 */
const ISOLATED_DOM_TESTS = [
  'tests/component/chat/chat-early-keys.test.tsx',
  'tests/component/pages/about.test.tsx',
];

export default defineConfig(async ({ mode }): Promise<ViteUserConfig> => {
  const isTest = mode === 'test' || Boolean(process.env.VITEST);
  const config = loadConfig(process.env);
  const salt = isTest ? '00112233445566778899aabbccddeeff' : randomBytes(16).toString('hex');
  const password = isTest ? TEST_ADMIN_PASSWORD : (config.adminPassword ?? DEFAULT_ADMIN_PASSWORD);
  const hash = await derivePasswordHash(password, salt, ADMIN_HASH_ITERATIONS);

  return {
    plugins: [
      tailwindcss(),
      !isTest && reactRouter(),
      !isTest && alwaysLoadedChunk('site', ['web/app/entry.client.tsx', 'web/app/root.tsx']),
      localServices(),
    ],
    resolve: { alias: { '@': new URL('./web', import.meta.url).pathname } },
    publicDir: 'web/public',
    define: {
      __SITE_CONFIG__: JSON.stringify({
        sanityProjectId: config.sanityProjectId,
        sanityDataset: config.sanityDataset,
        sanityApiVersion: config.sanityApiVersion,
        siteUrl: config.siteUrl,
        contactApiUrl: isTest ? 'http://127.0.0.1:9/v1/contact' : config.contactApiUrl,
      }),
      __ADMIN_PASSWORD_HASH__: JSON.stringify(hash),
      __ADMIN_PASSWORD_SALT__: JSON.stringify(salt),
      __ADMIN_PASSWORD_ITERATIONS__: JSON.stringify(ADMIN_HASH_ITERATIONS),
    },
    // Fonts stay files, never data: URIs in the stylesheet: the CSP allows fonts from 'self' only.
    // SVG drawn through <use> (the icon sprite, the hero artwork) stays a cached file: a page's
    // <use> cannot point into a data: URI.
    build: {
      rolldownOptions: {
        // json-ld.ts only defines functions, which the bundler cannot prove on its own: a page
        // that uses none of them (the Organization data is written at build) then loads none.
        treeshake: {
          moduleSideEffects: (id) => (id.endsWith('/web/lib/json-ld.ts') ? false : undefined),
        },
      },
      assetsInlineLimit: (file) =>
        file.endsWith('.woff2') || file.endsWith('/icons.svg') || file.endsWith('/hero-artwork.svg')
          ? false
          : undefined,
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    test: {
      // Child processes, not worker threads: tests that set process.env.TZ to run in another
      // time zone (tests/unit/studio/rules.test.ts, career-entries.test.ts) only take effect in
      // a process, and put it back for the files that share it. Said so it cannot change unseen.
      pool: 'forks',
      // Files share a process and, for components, one jsdom window: starting both afresh for
      // every file costs more than the tests. Each file restores what it changes.
      isolate: false,
      // Component tests render whole pages; beside the browser suite on two cores they can take
      // several times their quiet-machine time.
      testTimeout: 20_000,
      unstubEnvs: true,
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/{unit,server,content}/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['tests/component/**/*.test.{ts,tsx}'],
            exclude: ISOLATED_DOM_TESTS,
            setupFiles: ['tests/setup/dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: ISOLATED_DOM_TESTS,
            setupFiles: ['tests/setup/dom.ts'],
            isolate: true,
          },
        },
      ],
    },
  };
});
