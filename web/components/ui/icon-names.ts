// Every icon name the site draws: the code names CMS documents store (schemas/lib/options.ts) and
// the site's own controls. Apart from the Icon component, which imports the sprite, so that
// `npm run icons` can read it in Node.
export const ICON_NAMES = [
  // Service icons.
  'code',
  'cloud',
  'rocket',
  'briefcase',
  'link',
  'database',
  'server',
  'cpu',
  'blocks',
  'search',
  'share',
  'megaphone',
  'pen',
  'palette',
  'mail',
  'globe',

  // Card icons used by the careers, AI automation and blockchain content.
  'award',
  'bar-chart',
  'bot',
  'check-circle',
  'x-circle',
  'clock',
  'coins',
  'file-search',
  'file-text',
  'fingerprint',
  'graduation-cap',
  'home',
  'laptop',
  'shield',
  'trending-up',
  'users',
  'wallet',
  'zap',

  // Interface glyphs.
  'arrow-right',
  'arrow-left',
  'check',
  'pause',
  'play',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'copy',
  'flip',
  'phone',
  'calendar',
  'building',
  'external-link',
  'map-pin',
  'menu',
  'close',
  'sun',
  'moon',
  'quote',
  'star',
  'message-circle',

  // Social profiles (siteSettings.socialLinks[].platform).
  'instagram',
  'linkedin',

  // What an unknown name from the CMS draws, rather than nothing.
  'sparkles',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const KNOWN = new Set<string>(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return KNOWN.has(name);
}
