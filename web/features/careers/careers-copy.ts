// The admin panel's loading line (the admin screens' labels stay with the site) and the anchors
// of the careers page. Every word of /careers comes from the careersPage document.
export const adminPageCopy = {
  loading: 'Loading admin panel…',
} as const;

/** The open-positions section and its heading, the targets of the hero's jump. */
export const OPEN_POSITIONS_ID = 'open-positions';
export const OPEN_POSITIONS_HEADING_ID = 'open-positions-heading';
