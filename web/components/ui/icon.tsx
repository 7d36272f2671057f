// The site's inline SVG icon set, drawn on one 24 px grid with round 1.75 px strokes so every
// icon matches. Names cover the content model's service icons (schemas/lib/options.ts
// SERVICE_ICONS), the kebab-case names the seed uses for benefit, offering and fact cards, the
// social platforms, and a few interface glyphs. An unknown name from the CMS draws a neutral
// spark instead of nothing.
import type { ReactNode } from 'react';

const ICONS = {
  // Service icons (CONTENT-MODEL.md service.icon).
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />,
  cloud: <path d="M7 18.5h10.5a4.5 4.5 0 0 0 .6-8.96A6 6 0 0 0 6.4 10.6 4 4 0 0 0 7 18.5z" />,
  rocket: (
    <>
      <path d="M12 2.5c3 2 4.5 5.5 4.5 9.5L14.5 17h-5l-2-5c0-4 1.5-7.5 4.5-9.5z" />
      <circle cx="12" cy="9.5" r="1.75" />
      <path d="M7.5 12.5 5 15.5l1 3 3.2-1.3M16.5 12.5l2.5 3-1 3-3.2-1.3M10.5 20l1.5 2 1.5-2" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12.5h18M11 12.5v1.5h2v-1.5" />
    </>
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1.5 1.5M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1.5-1.5" />
  ),
  database: (
    <>
      <ellipse cx="12" cy="5.5" rx="8" ry="3" />
      <path d="M4 5.5v13c0 1.66 3.58 3 8 3s8-1.34 8-3v-13M4 12c0 1.66 3.58 3 8 3s8-1.34 8-3" />
    </>
  ),
  server: (
    <>
      <rect x="3" y="3.5" width="18" height="7.5" rx="2" />
      <rect x="3" y="13" width="18" height="7.5" rx="2" />
      <path d="M7 7.25h.01M7 16.75h.01M11 7.25h6M11 16.75h6" />
    </>
  ),
  cpu: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <rect x="9.5" y="9.5" width="5" height="5" rx="0.5" />
      <path d="M9.5 2.5v3.5M14.5 2.5v3.5M9.5 18v3.5M14.5 18v3.5M2.5 9.5H6M2.5 14.5H6M18 9.5h3.5M18 14.5h3.5" />
    </>
  ),
  blocks: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
      <path d="M10 6.5h4M6.5 10v4M17.5 10v4M10 17.5h4" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20.5 20.5-4.5-4.5" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="2.75" />
      <circle cx="6" cy="12" r="2.75" />
      <circle cx="18" cy="19" r="2.75" />
      <path d="m8.4 10.6 7.2-4.2M8.4 13.4l7.2 4.2" />
    </>
  ),
  megaphone: (
    <path d="M3 10v4a1 1 0 0 0 1 1h3l8 4.5v-15L7 9H4a1 1 0 0 0-1 1zM7 15l1.5 5.5h2.5L10 16.2M18.5 9a4 4 0 0 1 0 6" />
  ),
  pen: <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L8 18l-4 1 1-4zM14.5 5.5l4 4" />,
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.9 1.8-1.9 0-.5-.2-.9-.5-1.3-.3-.3-.5-.8-.5-1.3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z" />
      <circle cx="7.5" cy="11.5" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="10" cy="7.5" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="14.5" cy="7.5" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="17" cy="11" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),

  // Card icons used by the careers, AI automation and blockchain content.
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.6 14-1.6 7.5 5-2.8 5 2.8-1.6-7.5" />
    </>
  ),
  'bar-chart': <path d="M4 20.5h16M7 16.5V11M12 16.5V6M17 16.5V8.5" />,
  bot: (
    <>
      <rect x="4" y="8" width="16" height="12" rx="3" />
      <path d="M12 8V5M9.5 13v1.5M14.5 13v1.5M2 13v3M22 13v3" />
      <circle cx="12" cy="3.75" r="1.25" />
    </>
  ),
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.75 2.75L16.5 9.5" />
    </>
  ),
  'x-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.25 2" />
    </>
  ),
  coins: (
    <>
      <circle cx="9" cy="9" r="6" />
      <path d="M14.9 10A6 6 0 1 1 10 14.9M9 6.5v5M16.5 14.5h.01" />
    </>
  ),
  'file-search': (
    <>
      <path d="M11 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v3.5M14 3v5h5" />
      <circle cx="16.5" cy="16.5" r="2.75" />
      <path d="m18.5 18.5 2.5 2.5" />
    </>
  ),
  'file-text': (
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 9h2M9 13h6M9 17h6" />
  ),
  fingerprint: (
    <path d="M6.5 19.5A9.5 9.5 0 0 1 5 14v-1a7 7 0 0 1 14 0v1M9.5 20.5a12 12 0 0 0 1-5V13a1.5 1.5 0 0 1 3 0v2.5a15 15 0 0 1-1 5M17.6 17.8a17 17 0 0 0 .4-3.3M7.6 4.8a9 9 0 0 1 11.8 3.4" />
  ),
  'graduation-cap': <path d="m2 9 10-5 10 5-10 5zM6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />,
  home: <path d="m3 11 9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" />,
  laptop: (
    <>
      <rect x="4" y="4.5" width="16" height="11.5" rx="1.5" />
      <path d="M2 19.5h20" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />,
  'trending-up': <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  wallet: (
    <path d="M19 7.5V5a1 1 0 0 0-1-1H5.5a2.5 2.5 0 0 0 0 5H19a1 1 0 0 1 1 1v3M3 6.5V18a2 2 0 0 0 2 2h14a1 1 0 0 0 1-1v-3M21 12.5h-4a1.75 1.75 0 0 0 0 3.5h4z" />
  ),
  zap: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,

  // Interface glyphs.
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  'arrow-left': <path d="M19 12H5M11 6l-6 6 6 6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7" />,
  pause: <path d="M8.5 5v14M15.5 5v14" />,
  play: <path d="M7 4.5v15l12.5-7.5z" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  copy: (
    <>
      <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
      <path d="M15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
    </>
  ),
  flip: (
    <path d="M3.5 12a8.5 8.5 0 0 1 14.8-5.7L20.5 8.5M20.5 3.5v5h-5M20.5 12a8.5 8.5 0 0 1-14.8 5.7L3.5 15.5M3.5 20.5v-5h5" />
  ),
  phone: (
    <path d="M5 3.5h3.5l2 5L8 10a11 11 0 0 0 6 6l1.5-2.5 5 2V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z" />
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  building: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1.5" />
      <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10.5 21v-3h3v3" />
    </>
  ),
  'external-link': (
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  ),
  'map-pin': (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),

  // Social profiles (siteSettings.socialLinks[].platform).
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7h.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.3v.01M12 17v-6.5M12 13.3c0-1.7 1-2.8 2.5-2.8S17 11.5 17 13.3V17" />
    </>
  ),

  sparkles: (
    <path d="m12 3 1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7z" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

interface IconProps {
  /** An icon name; CMS values are plain strings, so any string is accepted. */
  name: string | null | undefined;
  className?: string;
  /** A meaningful icon gets a title and is announced; without one it is decorative. */
  title?: string;
  /** 1.75 by default; inline with bold text, 2 matches the text's weight. */
  strokeWidth?: number;
}

export function Icon({ name, className = 'size-6', title, strokeWidth = 1.75 }: IconProps) {
  const glyph = name && isIconName(name) ? ICONS[name] : ICONS.sparkles;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {glyph}
    </svg>
  );
}
