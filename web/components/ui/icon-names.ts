// Every icon name the site draws: the content icons editors pick from (schemas/constants.ts) and
// the site's own controls. Apart from the Icon component, which imports the sprite, so that
// `npm run icons` can read it in Node.
import { CARD_ICONS, SOCIAL_PLATFORMS } from '../../../schemas/constants';

/** Glyphs of the site's own controls and messages, never stored in the CMS. */
const INTERFACE_ICONS = [
  'arrow-right',
  'arrow-left',
  'check',
  'x-circle',
  'pause',
  'play',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'copy',
  'flip',
  'external-link',
  'menu',
  'close',
  'sun',
  'moon',
  'quote',
  'star',
  'message-circle',
] as const;

export type IconName =
  | (typeof CARD_ICONS)[number]
  | (typeof SOCIAL_PLATFORMS)[number]['value']
  | (typeof INTERFACE_ICONS)[number];

export const ICON_NAMES: readonly IconName[] = [
  ...CARD_ICONS,
  ...SOCIAL_PLATFORMS.map(({ value }) => value),
  ...INTERFACE_ICONS,
];

const KNOWN = new Set<string>(ICON_NAMES);

export function isIconName(name: string): name is IconName {
  return KNOWN.has(name);
}
