import { describe, expect, it } from 'vitest';

import { isIconName } from '@/components/ui/icon';

import { SERVICE_ICONS } from '../../../schemas/lib/options';

describe('the icon set', () => {
  // A name missing from the set would draw the neutral fallback on a service's card back.
  it.each(SERVICE_ICONS)('draws the service icon "%s"', (name) => {
    expect(isIconName(name)).toBe(true);
  });

  it('does not accept names outside the set', () => {
    expect(isIconName('not-an-icon')).toBe(false);
    expect(isIconName('toString')).toBe(false);
  });
});
