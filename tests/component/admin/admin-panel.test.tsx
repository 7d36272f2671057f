import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { adminMessages } from '@/features/admin/admin-messages';
import { AdminPanel } from '@/features/admin/components/admin-panel';

import { renderWithContent } from '../../utils/render';
import { ANNOUNCEMENT, NOTICE_REGION, TOAST } from '../../utils/toasts';

// On its own route of a data router, as on the site: the panel's leave guard needs one.
const renderAdmin = () => renderWithContent(<AdminPanel />, { route: '/admin', path: '/admin' });

const PASSWORD = 'test-admin-password'; // vite.config.ts hashes this one for vitest
/** How long react-hot-toast keeps a dismissed toast on the page, for its exit animation. */
const TOAST_EXIT_MS = 1000;

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const passwordField = () => screen.getByLabelText('Password');

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  renderAdmin();
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
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(passwordField()).toBeRequired();
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.type(passwordField(), 'letmein');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid password', TOAST)).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('logs in with the right password', async () => {
    const user = userEvent.setup();
    await logIn(user);
    expect(screen.getByText('Login successful', TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Career Entries' })).toBeInTheDocument();
    expect(within(form()).getByLabelText('Description')).toHaveAttribute('rows', '4');
    expect(within(form()).getByLabelText('Start date')).toHaveAttribute('type', 'date');
  });

  it('adds trimmed entries at the top with long dates and Present', async () => {
    const user = userEvent.setup();
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

    // One toast at a time: the second took the place of the first, still showing.
    expect(screen.getAllByText('Career entry added successfully', TOAST)).toHaveLength(1);
    expect(within(form()).getByLabelText('Title')).toHaveValue('');
    expect(within(form()).getByLabelText('Start date')).toHaveValue('');
  });

  it('refuses an entry without the required fields', async () => {
    const user = userEvent.setup();
    await logIn(user);
    await user.type(within(form()).getByLabelText('Title'), '   ');
    await user.type(within(form()).getByLabelText('Company'), 'Acme');
    await user.click(within(form()).getByRole('button', { name: 'Add Entry' }));

    expect(
      await screen.findByText('Please fill in all required fields', TOAST),
    ).toBeInTheDocument();
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
    expect(await screen.findByText('Career entry deleted successfully', TOAST)).toBeInTheDocument();
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
    expect(await screen.findByText('Logged out successfully', TOAST)).toBeInTheDocument();
  });

  it('keeps the entry being typed through a logout, as it keeps the entries', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await logIn(user);
    await user.type(within(form()).getByLabelText('Title'), 'Lead Engineer');
    await user.type(within(form()).getByLabelText('Description'), 'Half written');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Add New Career Entry' });
    expect(within(form()).getByLabelText('Title')).toHaveValue('Lead Engineer');
    expect(within(form()).getByLabelText('Description')).toHaveValue('Half written');
  });

  it('bounds the date fields to four-digit years', async () => {
    const user = userEvent.setup();
    await logIn(user);
    for (const label of ['Start date', 'End date']) {
      expect(within(form()).getByLabelText(label)).toHaveAttribute('max', '9999-12-31');
    }
  });

  it('lets the admin leave a panel without entries or a draft without asking', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const { router } = renderAdmin();
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Add New Career Entry' });

    await act(() => router.navigate('/about'));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving while it holds a started draft or entries, which live only here', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderAdmin();
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Add New Career Entry' });

    await user.type(within(form()).getByLabelText('Title'), 'Designer');
    await act(() => router.navigate('/about'));
    expect(confirm).toHaveBeenLastCalledWith(adminMessages.confirmLeave);
    expect(within(form()).getByLabelText('Title')).toHaveValue('Designer');

    await user.type(within(form()).getByLabelText('Company'), 'Acme');
    await user.type(within(form()).getByLabelText('Start date'), '2024-01-15');
    await user.click(within(form()).getByRole('button', { name: 'Add Entry' }));
    expect(await within(list()).findByText('Designer')).toBeInTheDocument();
    confirm.mockClear();
    await act(() => router.navigate('/about'));
    expect(confirm).toHaveBeenCalledWith(adminMessages.confirmLeave);
    expect(within(list()).getByText('Designer')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await act(() => router.navigate('/about'));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });

  it('leaves the password nowhere on the page after a successful login, nor after logout', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await logIn(user);
    expect(screen.queryByDisplayValue(PASSWORD)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(passwordField()).toHaveValue('');
  });
});

describe('AdminPanel messages for screen readers', () => {
  it('reads every message from a live region that was there from the start, and keeps the toasts silent', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin();
    const region = document.querySelector(NOTICE_REGION);
    expect(region).toBeEmptyDOMElement();

    await user.type(passwordField(), 'letmein');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid password', ANNOUNCEMENT)).toBeInTheDocument();
    expect(screen.getByText('Invalid password', TOAST)).toHaveAttribute('aria-live', 'off');

    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful', ANNOUNCEMENT)).toBeInTheDocument();

    await addEntry(user, { title: 'Developer', company: 'Acme', start: '2023-02-01' });
    const first = await screen.findByText('Career entry added successfully', ANNOUNCEMENT);
    await addEntry(user, { title: 'Designer', company: 'Acme', start: '2023-03-01' });
    // The same message again is a new node in the region, so it is read again.
    const second = screen.getByText('Career entry added successfully', ANNOUNCEMENT);
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully', ANNOUNCEMENT)).toBeInTheDocument();
    expect(document.querySelector(NOTICE_REGION)).toBe(region);
  });

  it('marks the password field with the error after a wrong password, until it is typed in again', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await user.type(passwordField(), 'letmein');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByText('Invalid password', TOAST);
    expect(passwordField()).toBeInvalid();
    expect(passwordField()).toHaveAccessibleDescription('Invalid password');

    await user.type(passwordField(), 'x');
    expect(passwordField()).not.toBeInvalid();
    expect(passwordField()).not.toHaveAccessibleDescription();
  });
});

describe('AdminPanel toasts', () => {
  /**
   * The toast reading `text` is dismissed `ms` after it appeared, and leaves the page once its
   * exit has played. Time passes in steps, with React rendering between them as in a browser:
   * one act() around all of it would render the dismissal only at its end.
   */
  function expectShownFor(text: string, ms: number) {
    expect(screen.getByText(text, TOAST)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ms - 1));
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS - 1));
    expect(screen.getByText(text, TOAST)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(text, TOAST)).not.toBeInTheDocument();
  }

  it('shows each career toast for 3 s at the top right', async () => {
    // The clock is faked only after the login: the password check is real work, which a
    // findBy query on a fake clock would stop waiting for at once.
    const user = userEvent.setup({
      advanceTimers: (ms) => {
        if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await logIn(user);
    // react-hot-toast times its toasts with Date.now() as well as setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    await user.click(within(form()).getByRole('button', { name: 'Add Entry' }));
    expectShownFor('Please fill in all required fields', 3000);

    await addEntry(user, { title: 'Developer', company: 'Acme', start: '2023-02-01' });
    const added = screen.getByText('Career entry added successfully', TOAST);
    // Stacked from the top, pushed to the right-hand end of the row.
    expect(added.closest('[style*="justify-content"]')).toHaveStyle({
      top: '0px',
      justifyContent: 'flex-end',
    });
    expectShownFor('Career entry added successfully', 3000);

    await user.click(within(list()).getByRole('button', { name: 'Delete Developer at Acme' }));
    expectShownFor('Career entry deleted successfully', 3000);
  });
});

describe('AdminPanel focus', () => {
  it('moves focus to the panel heading after login and to the password field after logout', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await logIn(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(passwordField()).toHaveFocus();
  });

  it('returns focus to the emptied password field after a wrong password', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await user.type(passwordField(), 'letmein');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid password', TOAST)).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(passwordField()).toHaveFocus();
  });

  it('after a delete focuses the next Delete button, else the previous, else the list heading', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await logIn(user);
    for (const title of ['Oldest', 'Middle', 'Newest']) {
      await addEntry(user, { title, company: 'Acme', start: '2023-02-01' });
    }
    const deleteButton = (title: string) =>
      within(list()).getByRole('button', { name: `Delete ${title} at Acme` });

    await user.click(deleteButton('Middle'));
    expect(deleteButton('Oldest')).toHaveFocus();

    await user.click(deleteButton('Oldest'));
    expect(deleteButton('Newest')).toHaveFocus();

    await user.click(deleteButton('Newest'));
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Career Entries' })).toHaveFocus();
  });
});

describe('AdminPanel career form messages', () => {
  it('marks each missing field with its own message, keeps the toast and focuses the first', async () => {
    const user = userEvent.setup();
    await logIn(user);
    const f = within(form());
    await user.type(f.getByLabelText('Description'), 'Kept as typed');
    await user.click(f.getByRole('button', { name: 'Add Entry' }));

    expect(
      await screen.findByText('Please fill in all required fields', TOAST),
    ).toBeInTheDocument();
    expect(f.getByLabelText('Title')).toHaveFocus();
    expect(f.getByLabelText('Title')).toBeInvalid();
    expect(f.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(f.getByLabelText('Company')).toHaveAccessibleDescription('Enter a company.');
    expect(f.getByLabelText('Start date')).toHaveAccessibleDescription('Enter a start date.');
    expect(f.getByLabelText('End date')).not.toBeInvalid();
    expect(f.getByLabelText('Description')).toHaveValue('Kept as typed');

    // Each message goes as soon as its field is filled in.
    await user.type(f.getByLabelText('Title'), 'Developer');
    expect(f.getByLabelText('Title')).not.toBeInvalid();
    expect(f.queryByText('Enter a title.')).not.toBeInTheDocument();
    expect(f.getByLabelText('Company')).toBeInvalid();
  });

  it('refuses an end date before the start date at the end date field', async () => {
    const user = userEvent.setup();
    await logIn(user);
    const f = within(form());
    await addEntry(user, {
      title: 'Developer',
      company: 'Acme',
      start: '2024-05-01',
      end: '2024-04-30',
    });

    const endDate = f.getByLabelText('End date');
    expect(endDate).toHaveFocus();
    expect(endDate).toBeInvalid();
    expect(endDate).toHaveAccessibleDescription('The end date cannot be before the start date.');
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);
    expect(f.getByLabelText('Title')).toHaveValue('Developer');
    expect(f.getByLabelText('Start date')).toHaveValue('2024-05-01');

    await user.clear(endDate);
    await user.type(endDate, '2024-06-30');
    expect(endDate).not.toBeInvalid();
    await user.click(f.getByRole('button', { name: 'Add Entry' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).getByText('May 1, 2024 – June 30, 2024')).toBeInTheDocument();
  });
});
