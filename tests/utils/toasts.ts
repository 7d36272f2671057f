// Queries for the admin panel's messages, each shown twice: as the spec's toast, and in the
// panel's standing live region that screen readers read them from.

/** The toast (react-hot-toast gives each its own role="status"). */
export const TOAST = { selector: '[role="status"]' };

/** The panel's standing live region (a live region with no role, unlike the toasts). */
export const NOTICE_REGION = '[aria-live="polite"]:not([role])';

/** The standing live region's current message. */
export const ANNOUNCEMENT = { selector: `${NOTICE_REGION} > span` };
