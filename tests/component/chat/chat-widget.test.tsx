import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CHAT_PANEL_HEIGHT_PX, TYPING_DELAY_MS, chatScript } from '@/features/chat/chat-script';
import { ChatWidget } from '@/features/chat/components/chat-widget';

function renderWidget() {
  const router = createMemoryRouter([{ path: '*', element: <ChatWidget /> }], {
    initialEntries: ['/about'],
  });
  render(<RouterProvider router={router} />);
}

const openButton = () => screen.getByRole('button', { name: 'Chat with us' });

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(openButton());
  return screen.findByRole('dialog', { name: 'Chat Assistant' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget', () => {
  it('opens a 600 px panel as a modal dialog with focus in the message box', async () => {
    const user = userEvent.setup();
    renderWidget();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openChat(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Development Expert')).toBeInTheDocument();
    // The panel is the dialog's content, not a second region of the same name.
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    const heading = within(dialog).getByRole('heading', { name: 'Chat Assistant' });
    expect(heading.closest('section')).toHaveStyle({
      height: `${CHAT_PANEL_HEIGHT_PX}px`,
    });
    await within(dialog).findByRole('textbox');
    expect(within(dialog).getByRole('textbox')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the open panel', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openChat(user);
    const input = await within(dialog).findByRole('textbox');
    const close = within(dialog).getByRole('button', { name: 'Close chat' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    await user.click(close);
    expect(openButton()).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWidget();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
  });

  it('starts over with the greeting when reopened', async () => {
    // The reply comes after the typing delay; a fake clock lets it pass at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWidget();
    let dialog = await openChat(user);
    await user.type(await within(dialog).findByRole('textbox'), 'ann@example.com{Enter}');
    expect(within(dialog).getByText('ann@example.com')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(within(dialog).getByText(chatScript.askPhone)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close chat' }));
    dialog = await openChat(user);
    expect(within(dialog).queryByText('ann@example.com')).not.toBeInTheDocument();
    expect(within(dialog).getByText(chatScript.greeting)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: 'Enter your email address' }),
    ).toBeInTheDocument();
  });
});
