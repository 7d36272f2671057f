// Keys typed into the floating chat while its panel's code is on the way are kept for the
// message box. The panel module is held back until the test lets it through; the browser test
// in tests/e2e/lazy-chunks.spec.ts does the same with the real chunk in Chromium.
import type { ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';

let letThrough!: () => void;
let ChatWidget: ComponentType;

beforeEach(async () => {
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  vi.resetModules();
  vi.doMock(import('@/features/chat/components/chat-panel'), async (importOriginal) => {
    await held;
    return importOriginal();
  });
  ({ ChatWidget } = await import('@/features/chat/components/chat-widget'));
});

function renderWidget() {
  const router = createMemoryRouter([{ path: '*', element: <ChatWidget /> }], {
    initialEntries: ['/about'],
  });
  render(<RouterProvider router={router} />);
}

it('keeps characters, emoji included, and Backspace; leaves shortcuts and named keys alone', async () => {
  const user = userEvent.setup();
  renderWidget();
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  const dialog = screen.getByRole('dialog', { name: 'Chat' });
  expect(dialog).toHaveFocus();

  for (const key of ['H', 'i', ' ', '👋', 'x', 'Backspace', 'Enter', 'Shift']) {
    fireEvent.keyDown(dialog, { key });
  }
  fireEvent.keyDown(dialog, { key: 'a', ctrlKey: true });
  fireEvent.keyDown(dialog, { key: 'v', metaKey: true });
  expect(screen.getByText('Hi 👋')).toBeInTheDocument();

  await act(async () => letThrough());
  const box = await screen.findByRole('textbox', { name: 'Enter your email address' });
  expect(box).toHaveValue('Hi 👋');
  // The panel focuses its box in an effect, which may run after the box is in the page.
  await waitFor(() => expect(box).toHaveFocus());
  expect((box as HTMLInputElement).selectionStart).toBe('Hi 👋'.length);
});

it('starts empty when opened again', async () => {
  const user = userEvent.setup();
  renderWidget();
  const button = screen.getByRole('button', { name: 'Chat with us' });
  await user.click(button);
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'a' });
  await user.keyboard('{Escape}');
  await user.click(button);
  await act(async () => letThrough());
  expect(await screen.findByRole('textbox', { name: 'Enter your email address' })).toHaveValue('');
});
