// The site's line icons, drawn here on a 24 px grid. CMS cards name their icon as a kebab-case
// string (schemas/lib/fields.ts), so the set is a lookup table; an unknown name falls back to a
// neutral sparkle instead of leaving a hole in the card.
import type { ReactElement } from 'react';

const documentOutline = (
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3v5h5" />
  </>
);

const icons: Record<string, ReactElement> = {
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  award: (
    <>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.6 13.3 7 21l5-2.8 5 2.8-1.6-7.7" />
    </>
  ),
  'bar-chart': <path d="M4 20h16M7 16v-5M12 16V6M17 16V9" />,
  blocks: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1.5" />
      <rect x="13" y="13" width="8" height="8" rx="1.5" />
      <rect x="3" y="13" width="8" height="8" rx="1.5" />
      <path d="M17 3.5v7M13.5 7h7" />
    </>
  ),
  bot: (
    <>
      <rect x="5" y="8" width="14" height="11" rx="3" />
      <circle cx="12" cy="3.8" r="1.3" />
      <path d="M12 5.1V8M3 12v3M21 12v3M10 16h4" />
      <circle cx="9.5" cy="12.5" r="1" />
      <circle cx="14.5" cy="12.5" r="1" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12.5h18" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.2 2.8 2.8L16 9.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </>
  ),
  cloud: <path d="M7 18.5a4.5 4.5 0 0 1-.7-8.95 6 6 0 0 1 11.5 1.5A3.75 3.75 0 0 1 17.2 18.5z" />,
  code: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  coins: (
    <>
      <ellipse cx="9" cy="6" rx="6" ry="2.5" />
      <path d="M3 6v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6" />
      <path d="M9 14.5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5" />
      <path d="M9 13v4.5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-7c0-1.3-2.4-2.4-5.5-2.5" />
    </>
  ),
  cpu: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
      <rect x="9.5" y="9.5" width="5" height="5" rx="0.5" />
      <path d="M9 2.5V6M15 2.5V6M9 18v3.5M15 18v3.5M2.5 9H6M2.5 15H6M18 9h3.5M18 15h3.5" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="5.5" rx="7" ry="2.5" />
      <path d="M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13" />
      <path d="M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
    </>
  ),
  'external-link': (
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  ),
  'file-search': (
    <>
      {documentOutline}
      <circle cx="11" cy="13.5" r="2.5" />
      <path d="m12.8 15.3 2.2 2.2" />
    </>
  ),
  'file-text': (
    <>
      {documentOutline}
      <path d="M8.5 12.5h7M8.5 16.5h5" />
    </>
  ),
  fingerprint: (
    <>
      <path d="M6.3 6.6A8 8 0 0 1 20 12v1" />
      <path d="M4.2 10a8 8 0 0 0-.2 2c0 2.8.6 5 1.6 7" />
      <path d="M9 20.5c-.7-2-1-4.4-1-7.5a4 4 0 0 1 8 0c0 2.1.2 3.9.6 5.5" />
      <path d="M12 13c0 3.2.5 5.8 1.5 8" />
      <path d="M19.8 16.5c.1.9.3 1.8.5 2.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.7 3.6 5.7 3.6 9s-1.2 6.3-3.6 9c-2.4-2.7-3.6-5.7-3.6-9S9.6 5.7 12 3z" />
    </>
  ),
  'graduation-cap': (
    <>
      <path d="m2 9.5 10-5 10 5-10 5z" />
      <path d="M6 11.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5M22 9.5V15" />
    </>
  ),
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.3 6.7h.01" />
    </>
  ),
  laptop: (
    <>
      <rect x="4.5" y="5" width="15" height="10.5" rx="1.5" />
      <path d="M2 19.5h20M4.5 15.5 2.8 19M19.5 15.5l1.7 3.5" />
    </>
  ),
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.3v.01M12 17v-6.5M12 13.3c0-1.7 1-2.8 2.5-2.8S17 11.5 17 13.3V17" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.8 6.8 8.2 6.2 8.2-6.2" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  megaphone: (
    <path d="M3.5 10v4a1 1 0 0 0 1 1H7l8 5V4L7 9H4.5a1 1 0 0 0-1 1zM18.5 9a4 4 0 0 1 0 6M7 15l1.2 5" />
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 0 0 0 18c1.1 0 1.8-.8 1.8-1.8 0-.5-.2-.9-.5-1.2a1.7 1.7 0 0 1 1.3-3H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  pen: <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4zM14.5 5.5l3 3" />,
  phone: (
    <path d="M5 3h3.5l2 5-2.5 1.5a11 11 0 0 0 6.5 6.5l1.5-2.5 5 2V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  rocket: (
    <>
      <path d="M9 15.5 6.5 13C8.5 8 12.5 4 20 4c0 7.5-4 11.5-9 13.5z" />
      <path d="M6.5 13H3.5l2.5-4h4M11 17.5v3l4-2.5v-4" />
      <circle cx="15" cy="9" r="1.5" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  server: (
    <>
      <rect x="3" y="4" width="18" height="7" rx="1.5" />
      <rect x="3" y="13" width="18" height="7" rx="1.5" />
      <path d="M7 7.5h.01M7 16.5h.01" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  sparkles: (
    <path d="m12 3 1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 1.8 1.8.7-1.8.7L19 21l-.7-1.8-1.8-.7 1.8-.7z" />
  ),
  'trending-up': <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2 .7 3.5 2.8 3.5 5.7" />
    </>
  ),
  wallet: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M3 10h18M7 6V5a1 1 0 0 1 1-1h9" />
      <circle cx="16.5" cy="15" r="1" />
    </>
  ),
  zap: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
};

interface LineIconProps {
  /** A name from the table above; CMS values are plain strings, so unknown names are allowed. */
  name: string | null | undefined;
  className?: string;
}

/** Always decorative: the text beside the icon carries the meaning. */
export function LineIcon({ name, className = 'size-6' }: LineIconProps) {
  const glyph = (name && icons[name]) || icons.sparkles;
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyph}
    </svg>
  );
}
