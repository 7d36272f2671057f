// The site's icons by the code names CMS documents store (schemas/lib/options.ts). Each draws a
// symbol of one cached sprite (web/assets/icons.svg, from icon-glyphs.ts by `npm run icons`), so
// pages carry a reference per icon rather than its paths, and the bundle no glyph data.
import spriteUrl from '../../assets/icons.svg?url';

import { isIconName } from './icon-names';

interface IconProps {
  /** An icon name; CMS values are plain strings, so any string is accepted. */
  name: string | null | undefined;
  className?: string;
  /** A meaningful icon gets a title and is announced; without one it is decorative. */
  title?: string;
  /** 1.75 by default; inline with bold text, 2 matches the text's weight. */
  strokeWidth?: number;
  /** Painted solid in the text colour instead of outlined (the rating stars, the quote mark). */
  filled?: boolean;
}

export function Icon({
  name,
  className = 'size-6',
  title,
  strokeWidth = 1.75,
  filled = false,
}: IconProps) {
  const symbol = name && isIconName(name) ? name : 'sparkles';
  // The symbols carry shapes only: paint and stroke are set here and inherited through <use>.
  const paint = filled
    ? { fill: 'currentColor', stroke: 'none' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      {...paint}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}
