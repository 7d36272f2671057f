// The login's password check in the ways it can go wrong: a browser without Web Crypto (a page
// not served over HTTPS), a check that throws, and the slow PBKDF2 while it runs.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminPanel } from '@/features/admin/components/admin-panel';

import { renderWithContent } from '../../utils/render';
import { TOAST } from '../../utils/toasts';

// On its own route of a data router, as on the site: the panel's leave guard needs one.
const renderAdmin = () => renderWithContent(<AdminPanel />, { route: '/admin', path: '/admin' });

afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
});

const passwordField = () => screen.getByLabelText('Password');

async function attempt(user: ReturnType<typeof userEvent.setup>, password = 'anything') {
  renderAdmin();
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('names the login for password managers without showing a second field', () => {
    renderAdmin();
    const form = passwordField().closest('form');
    const username = form?.querySelector('input[autocomplete="username"]');
    expect(username).not.toBeVisible();
    expect(username).toHaveValue('admin');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('explains that the check needs HTTPS when crypto.subtle is missing, and can be tried again', async () => {
    const user = userEvent.setup();
    // What a browser gives a page served over plain HTTP from a LAN address.
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    await attempt(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/secure \(HTTPS\) pages/);
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeEnabled();
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
    expect(screen.queryByText('Invalid password')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('says so when the check throws for another reason', async () => {
    const user = userEvent.setup();
    vi.spyOn(crypto.subtle, 'deriveBits').mockRejectedValue(new Error('OperationError'));
    await attempt(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password could not be checked. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(passwordField()).toHaveFocus();
  });

  it("reads 'Checking…' and is busy while the slow check runs", async () => {
    const user = userEvent.setup();
    let finish: (bits: ArrayBuffer) => void = () => {};
    vi.spyOn(crypto.subtle, 'deriveBits').mockReturnValue(
      new Promise<ArrayBuffer>((resolve) => {
        finish = resolve;
      }),
    );
    await attempt(user);

    const busy = await screen.findByRole('button', { name: 'Checking…' });
    expect(busy).toBeDisabled();
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish(new ArrayBuffer(32)));
    expect(await screen.findByText('Invalid password', TOAST)).toBeInTheDocument();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeEnabled();
    expect(login.closest('form')).toHaveAttribute('aria-busy', 'false');
    expect(passwordField()).toHaveFocus();
  });
});
