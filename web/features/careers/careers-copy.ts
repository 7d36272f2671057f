// Interface words of /careers that the content model has no field for. Everything an editor
// changes (headings, benefits, openings, steps) comes from the careersPage document.
export const careersCopy = {
  eyebrow: 'Careers',
  applyLabel: 'Apply Now',
  requirementsHeading: 'Requirements',
  /** Before an opening's closing day, when the CMS sets one: 'Apply by December 31, 2026'. */
  applyByPrefix: 'Apply by',
  noOpenings: 'There are no open positions right now. We still want to hear from you.',
  resumeAddressPrefix: 'or write to',
} as const;

export const adminPageCopy = {
  loading: 'Loading admin panel…',
} as const;

/** The open-positions section and its heading, the targets of the hero's jump. */
export const OPEN_POSITIONS_ID = 'open-positions';
export const OPEN_POSITIONS_HEADING_ID = 'open-positions-heading';
