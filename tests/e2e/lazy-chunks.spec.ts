// Parts loaded in their own chunk after hydration (the chat, the Swiper carousel) when the chunk
// does not arrive: the failure stays inside the part and leaves the rest of the page alone. Try
// again loads it where the browser fetches a failed module again; where it keeps the failure,
// Try again fails once more and Reload page, offered then, brings the part.
import type { Browser, Locator, Page, Request } from '@playwright/test';

import { expect, test, waitForReact } from '../utils/e2e';

/**
 * The chunk's script, matched by file name, which follows the module's name in dev
 * (chat-panel.tsx) and in builds (chat-panel-*.js); or, with `css`, a build's stylesheet chunk
 * of the same name (swiper-carousel-*.css).
 */
const chunk =
  (name: string, kind: 'script' | 'css' = 'script') =>
  (url: URL) => {
    const file = url.pathname.split('/').pop() ?? '';
    return file.startsWith(name) && (kind === 'css' ? /\.css$/ : /\.(js|tsx)$/).test(file);
  };

/**
 * Fails requests for the chunk as a lost connection would, while `offline()` says so, and
 * counts every request for it.
 */
async function cutOff(
  page: Page,
  name: string,
  offline: () => boolean,
  kind: 'script' | 'css' = 'script',
) {
  const requests: Request[] = [];
  await page.route(chunk(name, kind), (route) => {
    requests.push(route.request());
    return offline() ? route.abort('internetdisconnected') : route.fallback();
  });
  return requests;
}

/**
 * The console errors a failed chunk causes, and only those: the browser's report of the aborted
 * request and React's report of the error the part's boundary caught. They are taken out of the
 * fixture's `problems` (so anything else still fails the test), and they must have happened.
 */
function expectOnlyChunkFailures(problems: string[], name: string) {
  const expected = [
    /^console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/,
    new RegExp(`Failed to fetch dynamically imported module: \\S*/${name}`),
    new RegExp(`Unable to preload CSS for \\S*/${name}`),
  ];
  const unexpected = problems.filter((problem) => !expected.some((re) => re.test(problem)));
  expect(problems.length).toBeGreaterThan(unexpected.length);
  problems.splice(0, problems.length, ...unexpected);
}

/**
 * Whether this browser fetches a module again on the next import() after its fetch failed, as
 * the HTML standard now asks; engines that keep the failure answer every later import of that
 * address with it. Asked in a page of its own, whose console no test watches.
 */
async function refetchesFailedModules(browser: Browser): Promise<boolean> {
  const page = await browser.newPage();
  try {
    let failures = 1;
    await page.route('**/module-probe.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Probe</title>' }),
    );
    await page.route('**/module-probe.js', (route) =>
      failures-- > 0
        ? route.abort('internetdisconnected')
        : route.fulfill({ contentType: 'text/javascript', body: 'export default true;' }),
    );
    await page.goto('/module-probe.html');
    return await page.evaluate(async () => {
      const probe = () => import(/* @vite-ignore */ `${location.origin}/module-probe.js`);
      await probe().catch(() => undefined);
      return probe().then(
        () => true,
        () => false,
      );
    });
  } finally {
    await page.close();
  }
}

let refetches: boolean;
test.beforeAll(async ({ browser }) => {
  refetches = await refetchesFailedModules(browser);
});

/**
 * Try again once the connection is back, in `scope`: the part loads at once where the browser
 * fetches the failed module again; elsewhere the failure stays, now with Reload page, which
 * loads the page afresh, and `reopen` shows the part again.
 */
async function tryAgainOnline(page: Page, scope: Locator, reopen: () => Promise<void>) {
  await scope.getByRole('button', { name: 'Try again' }).click();
  if (refetches) return;
  await scope.getByRole('button', { name: 'Reload page' }).click();
  await page.waitForLoadState();
  await reopen();
}

test.describe('the floating chat widget', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keeps the page and its typed text when the panel cannot load, and loads once back online', async ({
    page,
    problems,
  }) => {
    let offline = true;
    const requests = await cutOff(page, 'chat-panel', () => offline);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await waitForReact(form);
    const fullName = form.getByRole('textbox', { name: 'Full Name' });
    await fullName.fill('Ravi Kumar');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();

    const button = page.getByRole('button', { name: 'Chat with us' });
    await waitForReact(button);
    await button.click();
    const dialog = page.getByRole('dialog');
    const message = "The chat couldn't load. Check your connection and try again.";
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expect(heading).toBeVisible();
    await expect(fullName).toHaveValue('Ravi Kumar');

    // Escape still closes the dialog and hands focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();

    // Back online: reopening tries again, and so does Try again.
    await button.press('Enter');
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    offline = false;
    await tryAgainOnline(page, dialog, async () => {
      await waitForReact(button);
      await button.click();
    });
    const panel = page.getByRole('dialog', { name: 'Chat Assistant' });
    await expect(panel.getByRole('textbox', { name: 'Enter your email address' })).toBeFocused();
    await expect(dialog.getByText(message, { exact: true })).toHaveCount(0);
    // A reload starts the page afresh: only Try again keeps what was typed.
    if (refetches) await expect(fullName).toHaveValue('Ravi Kumar');
    expect(requests.length).toBeGreaterThan(1);

    expectOnlyChunkFailures(problems, 'chat-panel');
  });
});

test('/ai-automation: without Swiper the pictures stay, with a quiet note, and it loads once back online', async ({
  page,
  problems,
}) => {
  let offline = true;
  await cutOff(page, 'swiper-carousel', () => offline);
  await page.goto('/ai-automation');
  const region = page.getByRole('region', { name: 'AI agents gallery' });
  await expect(region.getByText("The slideshow couldn't load", { exact: false })).toBeVisible();
  await expect(region.getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  offline = false;
  await tryAgainOnline(page, region, async () => undefined);
  await expect(region.locator('.swiper-initialized')).toBeVisible();
  await expect(region.getByText("The slideshow couldn't load", { exact: false })).toHaveCount(0);

  expectOnlyChunkFailures(problems, 'swiper-carousel');
});

test('/ai-automation: when only Swiper’s stylesheet fails, Try again fetches it again and the slideshow is styled', async ({
  page,
  problems,
}) => {
  test.skip(
    process.env.E2E_BASE_URL !== undefined,
    'A dev server serves the stylesheet inside its module, not as a chunk of its own.',
  );
  let failures = 1;
  const requests = await cutOff(page, 'swiper-carousel', () => failures-- > 0, 'css');
  await page.goto('/ai-automation');
  const region = page.getByRole('region', { name: 'AI agents gallery' });
  await expect(region.getByText("The slideshow couldn't load", { exact: false })).toBeVisible();
  expect(requests).toHaveLength(1);

  await region.getByRole('button', { name: 'Try again' }).click();
  await expect(region.locator('.swiper-initialized')).toBeVisible();
  expect(requests).toHaveLength(2);
  // Swiper's own stylesheet lays the slides out in a row; without it they would stack.
  await expect(region.locator('.swiper-wrapper')).toHaveCSS('display', 'flex');
  await expect(region.getByText("The slideshow couldn't load", { exact: false })).toHaveCount(0);

  expectOnlyChunkFailures(problems, 'swiper-carousel');
});

test('a chat opened while its code is on the way keeps what is typed, holds its size, and the box gets focus and the text when it arrives', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk('chat-panel'), async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/about');
  await waitForReact(page.getByRole('button', { name: 'Chat with us' }));
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat' });
  const placeholder = dialog.getByText('Loading chat…').locator('xpath=..');
  await expect(placeholder).toBeVisible();
  await expect(dialog).toBeFocused();
  // What is typed meanwhile shows and is kept; a space meant for the chat does not press
  // 'Chat with us' and close it.
  await page.keyboard.type('Hi therr');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('e');
  await expect(dialog).toBeVisible();
  await expect(placeholder.getByText('Hi there', { exact: true })).toBeVisible();
  const waiting = await placeholder.boundingBox();

  release();
  const box = page.getByRole('textbox', { name: 'Enter your email address' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Hi there');
  // The caret is after the kept text: typing goes on where it left off.
  await page.keyboard.type('!');
  await expect(box).toHaveValue('Hi there!');
  // The placeholder held the panel's box: the panel takes its place without a jump.
  const panel = await dialog
    .getByRole('heading', { name: 'Chat Assistant' })
    .locator('xpath=ancestor::section')
    .boundingBox();
  expect(panel).toEqual(waiting);
  // 600 px, capped below the header on this 720 px high window.
  expect(panel?.height).toBe(720 - 184);
});
