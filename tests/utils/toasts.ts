// Queries for the admin panel's messages, each shown twice: as the spec's toast, and in the
// panel's standing live region that screen readers read them from.

/** The toast (react-hot-toast gives each its own role="status"). */
export const TOAST = { selector: '[role="status"]' };

/** The standing live region's current message. */
export const ANNOUNCEMENT = { selector: '[aria-live="polite"]:not([role]) > span' };
