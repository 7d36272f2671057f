// The chat's code failing to arrive must stay inside the chat, and Try again must load it again.
// The panel's mock fails while `network.online` is false and vitest runs its factory again on the
// next import, as Chromium fetches a failed module again; each test starts from fresh modules.
import type { ComponentType } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { chatLoadFailure } from '@/features/chat/chat-load-failure';

import { NameForm, silenceCaughtErrors } from '../../utils/render';

const network = { online: false, panelRequests: 0 };

let ChatWidget: ComponentType;

beforeEach(async () => {
  network.online = false;
  vi.resetModules();
  vi.doMock(import('@/features/chat/components/chat-panel'), async (importOriginal) => {
    network.panelRequests += 1;
    if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  ({ ChatWidget } = await import('@/features/chat/components/chat-widget'));
});

silenceCaughtErrors();

function renderWidget() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NameForm />
            <ChatWidget />
          </>
        ),
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
}

const openButton = () => screen.getByRole('button', { name: 'Chat with us' });

/**
 * Focuses the button (which preloads the panel), lets that preload fail, then opens with Enter.
 * Unlike a browser, vitest hands a second import made while the mock's factory is still failing
 * the real module, so the preload must settle before the panel's own load starts.
 */
async function openAfterFailedPreload(user: ReturnType<typeof userEvent.setup>) {
  const requests = network.panelRequests;
  act(() => openButton().focus());
  await waitFor(() => expect(network.panelRequests).toBe(requests + 1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await user.keyboard('{Enter}');
  return screen.getByRole('dialog');
}

describe('when the chat cannot load', () => {
  it('says so inside the dialog, keeps the page and its a11y, and offers a reload after a failed retry', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ann');

    // The failed preload must be caught: vitest fails a run on an unhandled rejection.
    const dialog = await openAfterFailedPreload(user);
    expect(await within(dialog).findByText(chatLoadFailure)).toBeInTheDocument();
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();
    expect(tryAgain).toHaveAccessibleDescription(chatLoadFailure);
    expect(within(dialog).queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ann');

    // Still offline: the retry fails too, and a reload is offered beside Try again.
    const requests = network.panelRequests;
    await user.click(tryAgain);
    expect(await within(dialog).findByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(network.panelRequests).toBeGreaterThan(requests);
    // Focus moves in an effect after the failure shows; on a busy machine the list of buttons
    // can be read before it runs.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus(),
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ann');
  });

  it('Try again loads the panel once the connection is back', async () => {
    const user = userEvent.setup();
    renderWidget();
    const dialog = await openAfterFailedPreload(user);
    await within(dialog).findByText(chatLoadFailure);

    network.online = true;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    await within(dialog).findByRole('heading', { name: 'Chat Assistant' });
    expect(screen.getByRole('dialog', { name: 'Chat Assistant' })).toBe(dialog);
    expect(within(dialog).queryByText(chatLoadFailure)).not.toBeInTheDocument();
    expect(
      await within(dialog).findByRole('textbox', { name: 'Enter your email address' }),
    ).toHaveFocus();
  });
});
