// A part whose code failed to arrive because the visitor was offline: the quiet note sits in
// its place, the rest of the page keeps what was typed, and the part loads by itself once the
// browser reports the connection is back.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';

import { LoadBoundary } from '@/components/ui/load-boundary';
import { retryableLazy } from '@/components/ui/retryable-lazy';

import { NameForm, silenceCaughtErrors } from '../../utils/render';

silenceCaughtErrors();

const FAILURE = 'The extras could not load. Check your connection.';

afterEach(() => {
  vi.useRealTimers();
});

it('loads the part by itself when the browser comes back online', async () => {
  const connection = { online: false, loads: 0 };
  const Extras = retryableLazy(async () => {
    connection.loads += 1;
    if (!connection.online) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p>The extras</p> };
  });

  // Fake clocks, so an hour can pass in an instant: a poll of any period would show in it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <>
      <NameForm />
      <LoadBoundary message={FAILURE} onRetry={Extras.retry} quiet>
        <Suspense fallback={<p>Loading…</p>}>
          <Extras />
        </Suspense>
      </LoadBoundary>
    </>,
  );
  expect(await screen.findByText(FAILURE)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ann');

  // Only the browser's own `online` event starts the next load: nothing polls.
  const loads = connection.loads;
  await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
  expect(connection.loads).toBe(loads);
  expect(screen.getByText(FAILURE)).toBeInTheDocument();

  connection.online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });

  expect(await screen.findByText('The extras')).toBeInTheDocument();
  expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  expect(connection.loads).toBe(loads + 1);
  expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ann');
});
