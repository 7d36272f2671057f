import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium where installed, as Playwright cannot download browsers here. Its headless
 * shell first, the build Playwright itself runs headless tests in; the slower full browser is the
 * fallback.
 */
const DEBIAN_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);
const PORT = Number(process.env.E2E_PORT ?? 4317);

/** E2E_BASE_URL points the tests at a server that is already running (a dev server). */
const external = process.env.E2E_BASE_URL;
export const baseURL = external ?? `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Nothing moves unless a test is about motion and says so: pages settle at once, and the
    // hero's turning orbits do not keep the software-drawn page busy between steps.
    reducedMotion: 'reduce',
    // Tracing every test slows the whole suite markedly; a test that fails in CI is traced on its
    // retry instead.
    trace: 'on-first-retry',
    launchOptions: {
      ...(DEBIAN_CHROMIUM ? { executablePath: DEBIAN_CHROMIUM } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // One renderer process per browser where site isolation allows: every test opens a fresh
        // context, and under this limit opening one costs the machine markedly less.
        '--renderer-process-limit=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: external
    ? undefined
    : {
        // The production build with the local content lake and contact stand-in, as `npm start`
        // serves it; the enquiries file lives in a throwaway folder.
        command: `node --import tsx server/start.ts`,
        url: `${baseURL}/`,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          ENQUIRIES_FILE: 'test-results/enquiries.ndjson',
        },
        reuseExistingServer: false,
        timeout: 60_000,
      },
});
