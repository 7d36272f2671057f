// The chat assistant in a real browser: how the floating widget's panel fits phones, short
// screens and large text, the inline /chatbot page, and axe on a conversation under way. The
// conversation's steps, replies and keyboard handling are covered by its unit and component tests.
import type { Locator, Page } from '@playwright/test';

import { expect, test, waitForReact } from '../utils/e2e';
import { blockingViolations, expectTheme, openInTheme } from '../utils/e2e-axe';

const GREETING =
  "Hi there! I'm your development assistant. I can answer questions about our app, website and cloud services. To get started, what's your email address?";
const INVALID_EMAIL =
  'Please enter a valid email address so I can send you helpful resources and documentation.';
const ASK_PHONE = "Thanks! What's the best phone number to reach you?";
const APP_REPLY = 'We build native and cross-platform mobile apps for iOS and Android:';

// Typed markup must stay text; a script running from it would open an alert.
test.beforeEach(({ page, problems }) => {
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

async function ready(page: Page, path: string) {
  await page.goto(path);
  const button = page.getByRole('button', { name: 'Chat with us' });
  // The button is in the pre-rendered page; wait until React handles its clicks.
  await waitForReact(button);
  return button;
}

/** The inline chat of /chatbot, once React handles its message box. */
async function openChatbotPage(page: Page) {
  await page.goto('/chatbot');
  const panel = page.getByRole('main').getByRole('region', { name: 'Chat Assistant' });
  await waitForReact(panel.getByRole('textbox'));
  return panel;
}

async function openChat(page: Page) {
  const button = await ready(page, '/');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const conversation = (panel: Locator) => panel.getByRole('log', { name: 'Conversation' });
const botSays = (panel: Locator, text: string) =>
  conversation(panel).getByText(text, { exact: true });

/** Types into the message box (whatever step it is labelled for) and sends with Enter. */
async function say(panel: Locator, text: string) {
  const box = panel.getByRole('textbox');
  await box.fill(text);
  await box.press('Enter');
}

async function introduce(panel: Locator) {
  await say(panel, 'ann@example.com');
  await expect(panel.getByRole('textbox', { name: 'Enter your phone number' })).toBeVisible();
  await say(panel, '+91 98765 43210');
  await expect(panel.getByRole('textbox', { name: 'Enter your name' })).toBeVisible();
  await say(panel, 'Ann');
  await expect(conversation(panel).getByText(/^Nice to meet you, Ann!/)).toBeVisible();
}

/**
 * What cuts into `target`, by name: a box around it that clips its overflow (the panel, the
 * log), or the window. `ring` grows the target by a focus ring (2 px wide, 2 px out);
 * `firstLine` keeps only its first line of text, where reading it starts.
 */
function whatHides(target: Locator, { ring = 0, firstLine = false } = {}) {
  return target.evaluate(
    (element, options) => {
      const box = element.getBoundingClientRect();
      const area = {
        left: box.left - options.ring,
        right: box.right + options.ring,
        top: box.top - options.ring,
        bottom: options.firstLine
          ? box.top + parseFloat(getComputedStyle(element).lineHeight)
          : box.bottom + options.ring,
      };
      const cuts = (clip: typeof area, x: boolean, y: boolean) =>
        (x && (area.left < clip.left - 0.5 || area.right > clip.right + 0.5)) ||
        (y && (area.top < clip.top - 0.5 || area.bottom > clip.bottom + 0.5));
      const hiding: string[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const x = style.overflowX !== 'visible';
        const y = style.overflowY !== 'visible';
        if (!x && !y) continue;
        const outer = node.getBoundingClientRect();
        const left = outer.left + node.clientLeft;
        const top = outer.top + node.clientTop;
        const clip = {
          left,
          top,
          right: left + node.clientWidth,
          bottom: top + node.clientHeight,
        };
        if (cuts(clip, x, y)) {
          hiding.push(node.getAttribute('aria-label') ?? node.tagName.toLowerCase());
        }
      }
      const view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      if (cuts(view, true, true)) hiding.push('the window');
      return hiding;
    },
    { ring, firstLine },
  );
}

test.describe('the floating chat widget', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opens a 600 px panel titled 'Development Expert' with focus in the message box", async ({
    page,
  }) => {
    const dialog = await openChat(page);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(dialog.getByText('Development Expert', { exact: true })).toBeVisible();
    expect((await dialog.boundingBox())?.height).toBe(600);
    await expect(dialog.getByRole('textbox', { name: 'Enter your email address' })).toBeFocused();
    await expect(conversation(dialog).getByRole('listitem')).toHaveCount(1);
    await expect(botSays(dialog, GREETING)).toBeVisible();
  });

  test('wraps a long address inside its bubble instead of cutting it off', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const dialog = await openChat(page);
    const address = 'alexandra.konstantinopoulou@internationalconsultinggroup.example.com';
    await say(dialog, address);
    const bubble = conversation(dialog).getByText(address, { exact: true });
    await expect(bubble).toBeVisible();
    const overflow = await bubble.evaluate((text) => {
      const box = text.closest('li > div')!;
      return box.scrollWidth - box.clientWidth;
    });
    expect(overflow).toBe(0);
  });

  test('stops below the header on a short phone screen, leaving the menu button free', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const dialog = await openChat(page);
    const header = await page.getByRole('banner').boundingBox();
    const panel = await dialog.boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // Clicking where the menu button is reaches the button, not the panel over it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();

    // Escape closes the menu, the last thing opened, and only the next one the chat.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  });

  test('keeps every part of the panel on screen, by scrolling it, with text at 200% on a small phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const dialog = await openChat(page);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const parts = [
      dialog.getByRole('heading', { name: 'Chat Assistant' }),
      dialog.getByRole('button', { name: 'Close chat' }),
      conversation(dialog),
      dialog.getByRole('textbox', { name: 'Enter your email address' }),
      dialog.getByRole('button', { name: 'Send' }),
    ];
    const frame = (await dialog.boundingBox())!;
    expect(frame.y).toBeGreaterThanOrEqual(0);
    expect(frame.y + frame.height).toBeLessThanOrEqual(568);
    for (const part of parts) {
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
    }
    // Room for more than a line of the conversation.
    expect((await conversation(dialog).boundingBox())!.height).toBeGreaterThanOrEqual(150);
  });

  for (const { width, height, what } of [
    { width: 320, height: 568, what: 'a small phone' },
    { width: 812, height: 375, what: 'a phone on its side' },
    { width: 568, height: 320, what: 'a small phone on its side' },
    { width: 640, height: 400, what: '1280 × 800 at 200% zoom' },
  ]) {
    test(`on ${what} (${width} × ${height}) the quick replies leave the focused message box in view, and the welcome reads from its start`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const dialog = await openChat(page);
      await introduce(dialog);
      await expect(dialog.getByRole('list', { name: 'Quick replies' })).toBeVisible();
      const box = dialog.getByRole('textbox', { name: 'Type your message' });
      await expect(box).toBeFocused();
      expect(await whatHides(box, { ring: 4 })).toEqual([]);
      expect(await whatHides(dialog.getByRole('button', { name: 'Send' }))).toEqual([]);
      const welcome = conversation(dialog).getByText(/^Nice to meet you, Ann!/);
      expect(await whatHides(welcome, { firstLine: true })).toEqual([]);
    });
  }

  test('on a phone on its side, a reply taller than the conversation shows from its start', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 812, height: 375 });
    const dialog = await openChat(page);
    await introduce(dialog);
    await say(dialog, 'Tell me about app development');
    const reply = botSays(dialog, APP_REPLY);
    await expect(reply).toBeVisible();
    expect(await whatHides(reply, { firstLine: true })).toEqual([]);
    expect(await whatHides(dialog.getByRole('textbox', { name: 'Type your message' }))).toEqual([]);
  });
});

test('/chatbot shows the same assistant inline', async ({ page }) => {
  const panel = await openChatbotPage(page);
  await expect(panel.getByText('Development Expert', { exact: true })).toBeVisible();
  await expect(botSays(panel, GREETING)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Close chat' })).toHaveCount(0);

  await say(panel, 'not an address');
  await expect(botSays(panel, INVALID_EMAIL)).toBeVisible();
  await say(panel, 'ann@example.com');
  await expect(botSays(panel, ASK_PHONE)).toBeVisible();
});

test('/chatbot on a phone on its side shows the newest reply and the message box below the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 740, height: 360 });
  const panel = await openChatbotPage(page);
  await introduce(panel);
  await say(panel, 'How much does an app cost?');
  const reply = conversation(panel).getByText(APP_REPLY, { exact: false });
  await expect(reply).toBeVisible();
  // The message box has focus, so the browser has scrolled it into view.
  await expect(panel.getByRole('textbox')).toBeFocused();
  const header = (await page.getByRole('banner').boundingBox())!;
  for (const part of [reply, panel.getByRole('textbox')]) {
    const box = (await part.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(360 + 1);
  }
});

test('/chatbot has no floating chat beside its own, and an open one closes on arriving there', async ({
  page,
}) => {
  const panel = await openChatbotPage(page);
  await expect(botSays(panel, GREETING)).toBeVisible();
  const button = page.getByRole('button', { name: 'Chat with us' });
  await expect(button).toHaveCount(0);

  // Elsewhere the button is there: the widget has loaded, so its absence on /chatbot below is
  // not a matter of timing.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
  await expect(dialog).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/chatbot$/);
  await expect(dialog).toHaveCount(0);
  await expect(button).toHaveCount(0);
  // Focus does not stay behind in the removed dialog: the page's heading has it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Leaving again finds the chat closed; opening it starts afresh.
  await page.goForward();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(dialog.getByRole('log', { name: 'Conversation' }).getByText(GREETING)).toHaveCount(
    1,
  );
});

// Mid-conversation, so the scan sees greeting, replies and buttons at once; the inline chat and the
// widget share their parts, so each is scanned in one theme. Fresh pages are scanned in routes.spec.
test.describe('accessibility', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/chatbot mid-conversation has no serious or critical axe findings (dark theme)', async ({
    page,
  }) => {
    await openInTheme(page, 'dark');
    const panel = await openChatbotPage(page);
    await expectTheme(page, 'dark');
    await expect(botSays(panel, GREETING)).toBeVisible();
    await introduce(panel);
    await say(panel, 'Tell me a joke');
    await expect(panel.getByRole('button', { name: 'Connect with us' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the open widget on / mid-conversation has no serious or critical axe findings (light theme)', async ({
    page,
  }) => {
    await openInTheme(page, 'light');
    const dialog = await openChat(page);
    await expectTheme(page, 'light');
    await expect(botSays(dialog, GREETING)).toBeVisible();
    await introduce(dialog);
    await say(dialog, 'How much does an app cost?');
    await expect(dialog.getByRole('list', { name: 'Quick replies' })).toBeVisible();
    expect(await blockingViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  });
});
