// The inline early-actions script itself, run in jsdom with fake timers: when its notice shows.
// The browser specs (e2e/early-input.spec.ts) cover what it holds and replays on the real site.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import {
  earlyActionsScript,
  earlyNoticeCopy,
  NOTICE_DELAY_MS,
} from '@/components/forms/early-actions';

/** The moment the notice waits before it writes its text (a live region reads a change). */
const TEXT_DELAY_MS = 50;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button type="button">Show details</button>';
  // As the page's inline <script> runs it.
  new Function(earlyActionsScript)();
});

afterEach(() => {
  window.__earlyActions?.stop();
  delete window.__earlyActions;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const tap = () => screen.getByRole('button', { name: 'Show details' }).click();
const notice = () => document.getElementById('early-notice');

it('says the page is still loading once a tap has been held a moment, not before', () => {
  tap();
  vi.advanceTimersByTime(NOTICE_DELAY_MS - 1);
  expect(notice()).toBeNull();
  tap();
  vi.advanceTimersByTime(1 + TEXT_DELAY_MS);
  expect(screen.getByRole('status')).toHaveTextContent(earlyNoticeCopy.waiting);
  expect(document.querySelectorAll('#early-notice')).toHaveLength(1);
});

it('shows nothing when React takes over within that moment, and hands it the taps', () => {
  tap();
  tap();
  vi.advanceTimersByTime(NOTICE_DELAY_MS - 1);
  const held = window.__earlyActions!.stop();
  vi.advanceTimersByTime(10 * NOTICE_DELAY_MS);
  expect(notice()).toBeNull();
  expect(held).toHaveLength(2);
});

it("says at once when one of the page's own scripts has failed, and offers a reload", () => {
  const script = document.head.appendChild(document.createElement('script'));
  script.src = `${location.origin}/assets/root-failed.js`;
  script.dispatchEvent(new Event('error'));
  tap();
  const reload = screen.getByRole('button', { name: earlyNoticeCopy.reload });
  expect(reload).toHaveFocus();
  expect(reload).toHaveAccessibleDescription(earlyNoticeCopy.failedClick);
  script.remove();
});
