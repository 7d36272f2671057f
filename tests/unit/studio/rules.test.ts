// Studio rules with behaviour of their own: the clock-dependent date check, and when the service
// detail fields are hidden.
import type { ValidationContext } from 'sanity';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { hiddenWithoutDetailPage } from '../../../schemas/documents/service';
import { notInFuture } from '../../../schemas/lib/rules';

const originalTimeZone = process.env.TZ;
const check = (date: string) => notInFuture(date, {} as ValidationContext);

afterEach(() => {
  vi.useRealTimers();
  // Assigning undefined would leave the string "undefined" for the files sharing this process.
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

describe('notInFuture', () => {
  it("accepts the editor's own today even when UTC is still on yesterday", () => {
    // 01:30 on 23 November in India is 20:00 on 22 November UTC.
    process.env.TZ = 'Asia/Kolkata';
    vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z') });
    expect(check('2026-11-23')).toBe(true);
    expect(check('2026-11-22')).toBe(true);
    expect(check('2026-11-24')).toBe('This date is in the future.');
  });

  it('refuses tomorrow', () => {
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ now: new Date('2026-11-22T20:00:00Z') });
    expect(check('2026-11-23')).toBe('This date is in the future.');
  });
});

describe('service detail fields while "Has a detail page" is off', () => {
  const hidden = (value: unknown, hasDetailPage: boolean) =>
    hiddenWithoutDetailPage({
      document: { _id: 'service-x', _type: 'service', hasDetailPage },
      parent: undefined,
      value,
      currentUser: null,
      path: [],
    } as unknown as Parameters<typeof hiddenWithoutDetailPage>[0]);

  it('are hidden when empty', () => {
    expect(hidden(undefined, false)).toBe(true);
    expect(hidden([], false)).toBe(true);
  });

  it('stay visible while they hold content, so its errors can be seen and fixed', () => {
    expect(hidden([{ _key: 'a', question: '' }], false)).toBe(false);
    expect(hidden({ title: 'Half-filled SEO' }, false)).toBe(false);
  });

  it('are always shown when the switch is on', () => {
    expect(hidden(undefined, true)).toBe(false);
  });
});
