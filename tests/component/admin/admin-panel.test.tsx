import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AdminPanel } from '@/features/admin/components/admin-panel';

const PASSWORD = 'test-admin-password'; // vite.config.ts hashes this one for vitest
const careerToast = { duration: 3000, position: 'top-right' };

beforeEach(() => {
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const passwordField = () => screen.getByLabelText('Password');

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  render(<AdminPanel />);
  await user.type(passwordField(), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Add New Career Entry' });
}

const form = () => screen.getByRole('region', { name: 'Add New Career Entry' });
const list = () => screen.getByRole('region', { name: 'Career Entries' });

async function addEntry(
  user: ReturnType<typeof userEvent.setup>,
  entry: { title: string; company: string; description?: string; start: string; end?: string },
) {
  const f = within(form());
  await user.type(f.getByLabelText('Title'), entry.title);
  await user.type(f.getByLabelText('Company'), entry.company);
  if (entry.description) await user.type(f.getByLabelText('Description'), entry.description);
  await user.type(f.getByLabelText('Start date'), entry.start);
  if (entry.end) await user.type(f.getByLabelText('End date'), entry.end);
  await user.click(f.getByRole('button', { name: 'Add Entry' }));
}

describe('AdminPanel', () => {
  it('rejects a wrong password with a toast and clears the field', async () => {
    const user = userEvent.setup();
    render(<AdminPanel />);
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(passwordField()).toBeRequired();
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.type(passwordField(), 'letmein');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('logs in with the right password', async () => {
    const user = userEvent.setup();
    await logIn(user);
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Career Entries' })).toBeInTheDocument();
    expect(within(form()).getByLabelText('Description')).toHaveAttribute('rows', '4');
    expect(within(form()).getByLabelText('Start date')).toHaveAttribute('type', 'date');
  });

  it('adds trimmed entries at the top with long dates and Present', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    await logIn(user);
    await addEntry(user, {
      title: '  Developer  ',
      company: ' Acme ',
      start: '2023-02-01',
      end: '2024-12-31',
    });
    await addEntry(user, {
      title: 'Lead',
      company: 'Globex',
      description: ' Leads. ',
      start: '2025-01-05',
    });

    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Lead');
    expect(items[0]).toHaveTextContent('January 5, 2025 – Present');
    expect(items[0]).toHaveTextContent('Leads.');
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent(/^Developer$/);
    expect(items[1]).toHaveTextContent('Acme');
    expect(items[1]).toHaveTextContent('February 1, 2023 – December 31, 2024');

    expect(success).toHaveBeenCalledWith('Career entry added successfully', careerToast);
    expect(within(form()).getByLabelText('Title')).toHaveValue('');
    expect(within(form()).getByLabelText('Start date')).toHaveValue('');
  });

  it('refuses an entry without the required fields', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    await logIn(user);
    await user.type(within(form()).getByLabelText('Title'), '   ');
    await user.type(within(form()).getByLabelText('Company'), 'Acme');
    await user.click(within(form()).getByRole('button', { name: 'Add Entry' }));

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Please fill in all required fields', careerToast);
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(form()).getByLabelText('Company')).toHaveValue('Acme');
    expect(within(form()).getByLabelText('Title')).toHaveFocus();
  });

  it('deletes an entry only after confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await logIn(user);
    await addEntry(user, { title: 'Developer', company: 'Acme', start: '2023-02-01' });
    const remove = within(list()).getByRole('button', { name: 'Delete Developer at Acme' });

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this entry?');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(remove);
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);
    expect(await screen.findByText('Career entry deleted successfully')).toBeInTheDocument();
  });

  it('logs out only after confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await logIn(user);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to logout?');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });
});
