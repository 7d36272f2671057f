// The chat assistant in a real browser: the floating widget's
// panel, the lead steps with their exact messages, quick replies, keyword replies after the
// typing delay, the fallback's way to /contact, keyboard handling, and the inline /chatbot page.
import type { Locator, Page } from '@playwright/test';

import { expect, test, waitForReact } from '../utils/e2e';
import { blockingViolations, expectTheme, openInTheme } from '../utils/e2e-axe';

const GREETING =
  "Hi there! I'm your development assistant. I can answer questions about our app, website and cloud services. To get started, what's your email address?";
const INVALID_EMAIL =
  'Please enter a valid email address so I can send you helpful resources and documentation.';
const INVALID_PHONE =
  'Please enter a valid phone number (minimum 10 digits). This helps us provide better support for your project.';
const ASK_PHONE = "Thanks! What's the best phone number to reach you?";
const ASK_NAME = 'Great, and what should I call you?';
const APP_REPLY = 'We build native and cross-platform mobile apps for iOS and Android:';
const FOLLOW_UP = 'Would you like to know more about';
const QUICK_REPLIES = [
  'App Development',
  'Website Development',
  'Technology Integration',
  'Cloud Solutions',
  'Pricing and Budget',
  'Book a Consultation',
  'FAQ',
  'Our Services',
];

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

  test('collects email, phone and name with the exact messages for bad input', async ({ page }) => {
    const dialog = await openChat(page);

    // A refused answer stays in the box, caret at its end, so a typo is fixed, not retyped.
    await say(dialog, 'ann@example');
    await expect(botSays(dialog, INVALID_EMAIL)).toBeVisible();
    await expect(conversation(dialog).getByText('ann@example', { exact: true })).toBeVisible();
    const email = dialog.getByRole('textbox', { name: 'Enter your email address' });
    await expect(email).toHaveValue('ann@example');
    await email.pressSequentially('.com');
    await email.press('Enter');
    await expect(botSays(dialog, ASK_PHONE)).toBeVisible();
    const phone = dialog.getByRole('textbox', { name: 'Enter your phone number' });
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(phone).toHaveValue('');

    // Sent with the button, the refused number is back in focus to be completed.
    await phone.fill('+91 98765');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(botSays(dialog, INVALID_PHONE)).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('+91 98765');
    await phone.pressSequentially(' 43210');
    await phone.press('Enter');
    await expect(botSays(dialog, ASK_NAME)).toBeVisible();
    await say(dialog, 'Ann');
    await expect(conversation(dialog).getByText(/^Nice to meet you, Ann!/)).toBeVisible();

    const quickReplies = dialog.getByRole('list', { name: 'Quick replies' });
    await expect(quickReplies.getByRole('button')).toHaveText(QUICK_REPLIES);
    await expect(dialog.getByRole('textbox', { name: 'Type your message' })).toBeVisible();
  });

  test('answers a keyword after about a second and brings quick replies back on a follow-up offer', async ({
    page,
  }) => {
    // The page's clock is controlled, so the one-second typing delay is checked exactly rather
    // than against the wall clock, which a loaded CI machine stretches.
    await page.clock.install();
    const dialog = await openChat(page);
    await introduce(dialog);
    const quickReplies = dialog.getByRole('list', { name: 'Quick replies' });
    await expect(quickReplies).toBeVisible();

    // 'app' comes before 'cost' in the routing table, so this is the app development answer.
    await page.clock.pauseAt(Date.now() + 1000);
    await say(dialog, 'How much does an app cost?');
    await expect(quickReplies).toBeHidden();
    await expect(dialog.getByRole('status')).toHaveText(/Assistant is typing/);
    await page.clock.runFor(900);
    await expect(dialog.getByRole('status')).toHaveText(/Assistant is typing/);
    await expect(botSays(dialog, APP_REPLY)).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(botSays(dialog, APP_REPLY)).toBeVisible();
    await page.clock.resume();
    await expect(dialog.getByRole('status')).toHaveText('');
    await expect(conversation(dialog).getByText(FOLLOW_UP)).toBeVisible();
    await expect(quickReplies.getByRole('button')).toHaveCount(8);

    // A picked shortcut is not a typed message: the buttons stay, even though the pricing
    // answer makes no follow-up offer.
    await quickReplies.getByRole('button', { name: 'Pricing and Budget' }).click();
    await expect(
      conversation(dialog).getByText('Enterprise: $50,000+, custom timeline', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('');
    await expect(quickReplies.getByRole('button')).toHaveCount(8);

    // A typed question hides them, and an answer without the offer leaves them hidden.
    await say(dialog, 'What does it cost?');
    await expect(quickReplies).toBeHidden();
    await expect(
      conversation(dialog).getByText('Enterprise: $50,000+, custom timeline'),
    ).toHaveCount(2);
    await expect(dialog.getByRole('status')).toHaveText('');
    await expect(quickReplies).toBeHidden();
  });

  test("the fallback reply's 'Connect with us' goes to /contact and closes the chat", async ({
    page,
  }) => {
    const dialog = await openChat(page);
    await introduce(dialog);
    await say(dialog, 'Tell me a joke');
    await expect(conversation(dialog).getByText(/^I'm not sure I understood that\./)).toBeVisible();
    await dialog.getByRole('button', { name: 'Connect with us' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Chat Assistant' })).toHaveCount(0);
  });

  test("'Connect with us' keeps the chat when the visitor stays for a half-written form", async ({
    page,
  }) => {
    const button = await ready(page, '/services/seo');
    const form = page.getByRole('form', { name: 'Consultation about Search Engine Optimization' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Ravi Kumar');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
    await introduce(dialog);
    await say(dialog, 'zzz');
    const connect = dialog.getByRole('button', { name: 'Connect with us' });

    // The leave guard's confirm replaces this file's catch-all for dialogs.
    page.removeAllListeners('dialog');
    const shown: string[] = [];
    page.on('dialog', (leave) => {
      shown.push(leave.message());
      void (shown.length === 1 ? leave.dismiss() : leave.accept());
    });
    await connect.click();
    await expect.poll(() => shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^Leave this page\?/);
    await expect(page).toHaveURL(/\/services\/seo$/);
    await expect(dialog).toBeVisible();
    await expect(conversation(dialog).getByText('zzz', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Type your message' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Ravi Kumar');

    // Going ahead the second time closes it, as without a form.
    await connect.click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(shown).toHaveLength(2);
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeFocused();
    await expect(dialog).toHaveCount(0);
  });

  test('stays open across a change of page, with focus kept in it', async ({ page }) => {
    const button = await ready(page, '/');
    const aboutLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'About',
    });
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Chat Assistant' });
    await say(dialog, 'ann@example.com');
    await expect(botSays(dialog, ASK_PHONE)).toBeVisible();
    const phone = dialog.getByRole('textbox', { name: 'Enter your phone number' });
    await expect(phone).toBeFocused();

    // Back with the keyboard in the chat: focus stays where the visitor was typing.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(phone).toBeFocused();

    // A click on a page link outside it: the new page shows, focus returns to the chat, and
    // Tab goes on inside it rather than through the page.
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close chat' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
    await expect(conversation(dialog).getByText('ann@example.com')).toBeVisible();
  });

  test('Escape closes the chat after a click on the page took focus out of it', async ({
    page,
  }) => {
    const dialog = await openChat(page);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dialog.getByRole('textbox')).not.toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  });

  test('Escape closes and returns focus; reopening starts again at the email step', async ({
    page,
  }) => {
    const dialog = await openChat(page);
    await say(dialog, 'ann@example.com');
    await expect(botSays(dialog, ASK_PHONE)).toBeVisible();

    await dialog.getByRole('textbox').press('Escape');
    await expect(dialog).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.press('Enter');
    const reopened = page.getByRole('dialog', { name: 'Chat Assistant' });
    await expect(reopened.getByRole('textbox', { name: 'Enter your email address' })).toBeFocused();
    await expect(conversation(reopened).getByRole('listitem')).toHaveCount(1);
    await expect(botSays(reopened, GREETING)).toBeVisible();
    await expect(conversation(reopened).getByText('ann@example.com')).toHaveCount(0);
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

  test('shows typed HTML as text and never as markup', async ({ page }) => {
    const dialog = await openChat(page);
    const markup = '<img src=x onerror=alert(1)>';
    await say(dialog, markup);

    await expect(conversation(dialog).getByText(markup, { exact: true })).toBeVisible();
    await expect(botSays(dialog, INVALID_EMAIL)).toBeVisible();
    await expect(conversation(dialog).locator('img')).toHaveCount(0);
  });
});

test('/chatbot shows the same assistant inline', async ({ page }) => {
  await page.goto('/chatbot');
  const panel = page.getByRole('main').getByRole('region', { name: 'Chat Assistant' });
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
  await page.goto('/chatbot');
  const panel = page.getByRole('main').getByRole('region', { name: 'Chat Assistant' });
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
  await page.goto('/chatbot');
  const panel = page.getByRole('main').getByRole('region', { name: 'Chat Assistant' });
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

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await openInTheme(page, theme);
    });

    test('/chatbot has no serious or critical axe findings, mid-conversation too', async ({
      page,
    }) => {
      await page.goto('/chatbot');
      await expectTheme(page, theme);
      const panel = page.getByRole('main').getByRole('region', { name: 'Chat Assistant' });
      await expect(botSays(panel, GREETING)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await introduce(panel);
      await say(panel, 'Tell me a joke');
      await expect(panel.getByRole('button', { name: 'Connect with us' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('the open widget on / has no serious or critical axe findings', async ({ page }) => {
      const dialog = await openChat(page);
      await expectTheme(page, theme);
      await expect(botSays(dialog, GREETING)).toBeVisible();
      const inDialog = { include: '[role="dialog"]' };
      expect(await blockingViolations(page, inDialog)).toEqual([]);

      await introduce(dialog);
      await say(dialog, 'How much does an app cost?');
      await expect(dialog.getByRole('list', { name: 'Quick replies' })).toBeVisible();
      expect(await blockingViolations(page, inDialog)).toEqual([]);
    });
  });
}
