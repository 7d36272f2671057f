import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ICON_NAMES, isIconName } from '@/components/ui/icon-names';

import { ICON_SPRITE_FILE, iconSprite } from '../../../scripts/build-icons';

import { CARD_ICONS, SERVICE_ICONS, SOCIAL_PLATFORMS } from '../../../schemas/lib/options';

// Every icon name the seed's cards carry (services, benefits, offerings, facts...).
const SEED_ICONS = [
  ...new Set(
    [
      ...readFileSync(new URL('../../../seed/dataset.ndjson', import.meta.url), 'utf8').matchAll(
        /"icon":"([^"]+)"/g,
      ),
    ].map(([, name]) => name!),
  ),
];

describe('the icon set', () => {
  // A name missing from the set would draw the neutral fallback on a service's card back.
  it.each(SERVICE_ICONS)('draws the service icon "%s"', (name) => {
    expect(isIconName(name)).toBe(true);
  });

  // The Studio offers these for every other card; each must draw, not fall back to the spark.
  it.each(CARD_ICONS)('draws the card icon "%s"', (name) => {
    expect(isIconName(name)).toBe(true);
  });

  it('draws every icon the seed content names', () => {
    expect(SEED_ICONS.length).toBeGreaterThan(20);
    expect(SEED_ICONS.filter((name) => !isIconName(name))).toEqual([]);
  });

  it.each(SOCIAL_PLATFORMS.map((platform) => platform.value))(
    'draws the social platform "%s"',
    (name) => {
      expect(isIconName(name)).toBe(true);
    },
  );

  it('does not accept names outside the set', () => {
    expect(isIconName('not-an-icon')).toBe(false);
    expect(isIconName('toString')).toBe(false);
  });

  // The page's icons point into the committed sprite; a glyph changed without `npm run icons`
  // would draw the old picture, and a new name nothing at all.
  it('has every name drawn in the committed sprite, as the glyphs draw it now', () => {
    const sprite = readFileSync(ICON_SPRITE_FILE, 'utf8');
    expect(sprite).toBe(iconSprite());
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(symbols).toEqual([...ICON_NAMES]);
  });
});
