import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LeaveGuard } from '@/components/forms/leave-guard';
import { CHAT_PANEL_HEIGHT_PX, TYPING_DELAY_MS, chatScript } from '@/features/chat/chat-script';
import { ChatWidget } from '@/features/chat/components/chat-widget';

/** The widget on every path, beside `page` (what the page around it holds). */
function renderWidget(page?: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {page}
            <ChatWidget />
          </>
        ),
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A half-written form's guard: leaving asks, and `confirm` answers. */
function GuardedForm() {
  return (
    <>
      <LeaveGuard message="Leave this page?" />
      <button type="button">On the page</button>
    </>
  );
}

const openButton = () => screen.getByRole('button', { name: 'Chat with us' });

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(openButton());
  return screen.findByRole('dialog', { name: 'Chat Assistant' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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
    // The dialog has the panel's height, which the panel fills (as do its placeholder and its
    // load failure).
    expect(dialog).toHaveStyle({ height: `${CHAT_PANEL_HEIGHT_PX}px` });
    await within(dialog).findByRole('textbox');
    expect(within(dialog).getByRole('textbox')).toHaveFocus();
  });

  it('describes the dialog with the greeting, already in the log when it opens', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openChat(user);
    // Read with the dialog's name: the log announces only what is added to it later.
    expect(dialog).toHaveAccessibleDescription(chatScript.greeting);
  });

  it('closes from its close button and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openChat(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

  it('closes on Escape after a click on the page, unless a menu took the key first', async () => {
    const user = userEvent.setup();
    renderWidget(<button type="button">On the page</button>);
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'On the page' }));

    const takeEscape = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', takeEscape);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', takeEscape);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
  });

  it('stays open across a change of page with focus in it', async () => {
    const user = userEvent.setup();
    const router = renderWidget(<button type="button">On the page</button>);
    const dialog = await openChat(user);
    const input = await within(dialog).findByRole('textbox');
    await act(() => router.navigate('/services'));
    expect(input).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'On the page' }));
    await act(() => router.navigate('/contact'));
    expect(dialog).toHaveFocus();
  });

  it("closes for 'Connect with us' once the page changes, not when the visitor stays", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderWidget(<GuardedForm />);
    const dialog = await openChat(user);
    for (const answer of ['ann@example.com', '555 123 4567', 'Ann', 'zzz']) {
      await user.type(await within(dialog).findByRole('textbox'), `${answer}{Enter}`);
      act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    }
    const connect = within(dialog).getByRole('button', { name: 'Connect with us' });

    await user.click(connect);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByText('zzz')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(connect);
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Back to that page later is no 'Connect with us': a chat open then stays open.
    await act(() => router.navigate(-1));
    await user.click(openButton());
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
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
