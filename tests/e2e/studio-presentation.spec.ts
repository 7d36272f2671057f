// The editing loop, offline: the built Studio's Presentation tool frames the preview server,
// which shows drafts with click-to-edit, while the public site shows neither. Needs
// `npm run studio:build` (studio/dist) beside the site's build.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { FrameLocator, Page } from '@playwright/test';

import type { LakeDocument } from '../../server/content-lake';
import { builtPages, CLIENT_BUILD, pageScripts } from '../utils/built-pages';
import { expect, test, waitForHydration } from '../utils/e2e';
import { loadSeedDocuments } from '../utils/lake-http';
import {
  routeSanity,
  startPresentationServers,
  type PresentationServers,
} from '../utils/studio-presentation';

const DRAFT_HEADLINE = 'A headline only the draft has';

/** The seed plus an unpublished draft of the Home page with a new headline. */
function seedWithHomeDraft(): LakeDocument[] {
  const seed = loadSeedDocuments();
  const home = seed.find((doc) => doc._id === 'homePage')!;
  const hero = home.hero as Record<string, unknown>;
  return [
    ...seed,
    { ...home, _id: 'drafts.homePage', hero: { ...hero, headline: DRAFT_HEADLINE } },
  ];
}

let servers: PresentationServers;

test.beforeAll(async () => {
  servers = await startPresentationServers(seedWithHomeDraft());
});

test.afterAll(async () => {
  await servers?.close();
});

// One Studio load serves every step; the Studio takes its time to start on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let studio: Page;
let preview: FrameLocator;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext(servers.contextOptions);
  await routeSanity(context, servers);
  studio = await context.newPage();
  await studio.goto(`${servers.studioUrl}/presentation`);
  preview = studio.frameLocator('iframe').first();
});

test.afterAll(async () => {
  await studio?.context().close();
});

test('Presentation shows the site, and its Home page opens the Home page document', async () => {
  await expect(preview.locator('h1')).toBeVisible({ timeout: 60_000 });
  await expect(studio.getByRole('textbox', { name: 'Headline' })).toBeVisible({ timeout: 30_000 });
});

test('the preview shows the draft, the public site the published headline', async ({ page }) => {
  // The draft replaces the pre-rendered headline once the preview's own code has loaded.
  await expect(preview.locator('h1')).toHaveText(DRAFT_HEADLINE, { timeout: 60_000 });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('h1')).not.toHaveText(DRAFT_HEADLINE);
  const draftRead = await page.request.get('/preview/v2025-05-15/data/query/production?query=1');
  expect(draftRead.status()).toBe(404);
});

test("clicking the headline's overlay focuses its field in the form", async () => {
  await preview.locator('h1').click();
  await expect(studio.getByRole('textbox', { name: 'Headline' })).toBeFocused({ timeout: 30_000 });
});

test('the public build carries no stega marks and loads no visual editing up front', () => {
  // The invisible characters stega hides source maps in.
  const stega = /(?:[\u200b\u200c\u2060-\u2064\ufeff]|\u200d){4,}|[\u{1d173}-\u{1d17a}]/u;
  for (const { name: file, html } of builtPages()) {
    expect(stega.test(html), file).toBe(false);
    for (const script of pageScripts(html)) {
      const code = readFileSync(path.join(CLIENT_BUILD, script), 'utf8');
      expect(code.includes('sanity-visual-editing'), `${file}: ${script}`).toBe(false);
    }
  }
});
