import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TYPING_DELAY_MS, chatScript, quickReplies } from '@/features/chat/chat-script';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { isConnectNavigation } from '@/features/chat/connect-navigation';

function renderPanel(onClose?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/chatbot', element: <ChatPanel onClose={onClose} /> },
      { path: '/contact', element: <h1>Contact page</h1> },
    ],
    { initialEntries: ['/chatbot'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const wait = () => act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));

async function introduce(u: ReturnType<typeof user>) {
  for (const answer of ['ann@example.com', '555 123 4567', 'Ann']) {
    await u.type(screen.getByRole('textbox'), `${answer}{Enter}`);
    wait();
  }
}

describe('ChatPanel', () => {
  it('shows the heading, subtitle and greeting, without a close button inline', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Chat Assistant' })).toBeInTheDocument();
    expect(screen.getByText('Development Expert')).toBeInTheDocument();
    expect(within(log()).getByText(chatScript.greeting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    // The log wraps a real list, so each message stays a list item of it.
    const messages = within(log()).getByRole('list');
    expect(within(messages).getByRole('listitem')).toHaveTextContent(chatScript.greeting);
  });

  it('shows a typing indicator for one second before the reply', async () => {
    const u = user();
    renderPanel();
    await u.type(screen.getByRole('textbox', { name: 'Enter your email address' }), 'nope{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Assistant is typing');
    expect(within(log()).queryByText(chatScript.invalidEmail)).not.toBeInTheDocument();
    wait();
    expect(within(log()).getByText(chatScript.invalidEmail)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('ignores an empty message', async () => {
    const u = user();
    renderPanel();
    await u.type(screen.getByRole('textbox'), '   {Enter}');
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers eight quick replies after the name and hides them after a free message', async () => {
    const u = user();
    renderPanel();
    expect(screen.queryByRole('list', { name: 'Quick replies' })).not.toBeInTheDocument();
    await introduce(u);
    const replies = screen.getByRole('list', { name: 'Quick replies' });
    expect(
      within(replies)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(quickReplies.map(({ label }) => label));

    await u.type(screen.getByRole('textbox', { name: 'Type your message' }), 'price?{Enter}');
    expect(screen.queryByRole('list', { name: 'Quick replies' })).not.toBeInTheDocument();
    wait();
    expect(within(log()).getByText(/Starter: \$5,000-\$15,000/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Quick replies' })).not.toBeInTheDocument();

    await u.type(screen.getByRole('textbox'), 'Which services do you offer?{Enter}');
    wait();
    expect(screen.getByRole('list', { name: 'Quick replies' })).toBeInTheDocument();
  });

  it('sends a quick reply as a message and keeps focus in the input', async () => {
    const u = user();
    renderPanel();
    await introduce(u);
    await u.click(screen.getByRole('button', { name: 'Cloud Solutions' }));
    expect(within(log()).getAllByRole('listitem').at(-1)).toHaveTextContent('Cloud Solutions');
    expect(screen.getByRole('textbox')).toHaveFocus();
    wait();
    expect(within(log()).getByText(/AWS and Azure/)).toBeInTheDocument();
    // Picked, not typed: the buttons stay for another pick.
    expect(screen.getByRole('button', { name: 'Pricing and Budget' })).toBeInTheDocument();
  });

  it('leaves focus on a quick reply that was tapped, so no phone keyboard covers the answer', async () => {
    const u = user();
    renderPanel();
    await introduce(u);
    const reply = screen.getByRole('button', { name: 'Cloud Solutions' });
    await u.pointer({ keys: '[TouchA]', target: reply });
    expect(within(log()).getAllByRole('listitem').at(-1)).toHaveTextContent('Cloud Solutions');
    expect(screen.getByRole('textbox')).not.toHaveFocus();
    // From the keyboard, the message box takes focus again for a typed follow-up.
    screen.getByRole('button', { name: 'Pricing and Budget' }).focus();
    await u.keyboard('{Enter}');
    expect(within(log()).getAllByRole('listitem').at(-1)).toHaveTextContent('Pricing and Budget');
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('renders reply text as text, never as markup', async () => {
    const u = user();
    renderPanel();
    await introduce(u);
    await u.type(screen.getByRole('textbox'), '<img src=x onerror=alert(1)>{Enter}');
    expect(within(log()).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(log().querySelector('img')).toBeNull();
  });

  it("routes the fallback's 'Connect with us' to /contact, marked for the widget to close", async () => {
    const u = user();
    const onClose = vi.fn();
    const router = renderPanel(onClose);
    await introduce(u);
    await u.type(screen.getByRole('textbox'), 'Hello there{Enter}');
    wait();
    expect(within(log()).getByText(/website creation and cloud solutions/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Connect with us' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(isConnectNavigation(router.state.location.state)).toBe(true);
    // Closing waits for the change of page, which a leave guard may cancel (chat-widget test).
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a refused email or phone in the box, caret at the end, and clears an accepted one', async () => {
    const u = user();
    renderPanel();
    const email = screen.getByRole('textbox', { name: 'Enter your email address' });
    await u.type(email, 'ann@example{Enter}');
    wait();
    expect(within(log()).getByText('ann@example')).toBeInTheDocument();
    expect(within(log()).getByText(chatScript.invalidEmail)).toBeInTheDocument();
    expect(email).toHaveValue('ann@example');
    await u.type(email, '.com{Enter}');
    wait();
    const phone = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Enter your phone number',
    });
    expect(phone).toHaveValue('');

    await u.type(phone, '555 123');
    await u.click(screen.getByRole('button', { name: 'Send' }));
    wait();
    expect(within(log()).getByText(chatScript.invalidPhone)).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('555 123');
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([7, 7]);
    await u.type(phone, ' 4567{Enter}');
    expect(screen.getByRole('textbox', { name: 'Enter your name' })).toHaveValue('');
  });
});
