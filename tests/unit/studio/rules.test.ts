// The Studio's shared validation rules that depend on the clock.
import type { ValidationContext } from 'sanity';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { notInFuture } from '../../../schemas/lib/rules';

const originalTimeZone = process.env.TZ;
const check = (date: string) => notInFuture(date, {} as ValidationContext);

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = originalTimeZone;
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
