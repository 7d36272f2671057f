// Class lists shared by the admin panel's buttons; its fields are the site's (ui/field.tsx).

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-control bg-brand px-5 py-2.5 font-semibold text-brand-fg hover:opacity-90 forced-colors:border disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-control border border-border px-4 py-2 font-medium text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-control bg-danger-soft px-3 py-1.5 text-sm font-medium text-danger hover:opacity-90 forced-colors:border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Where the toasts start: below the sticky header, at the clearance app.css keeps for it. */
const TOAST_TOP = '5.5rem';
/** Below that, the toasts' own lane: one toast of one line (one shows at a time) and a gap. */
const TOAST_LANE = '3.5rem';

/**
 * Where the toasts sit and how they look: below the sticky header (app.css's clearance, in rem
 * so it grows with the text), covering none of its controls, in the theme's colours instead of
 * react-hot-toast's white.
 */
export const toasterProps = {
  containerStyle: { top: TOAST_TOP },
  toastOptions: {
    style: {
      background: 'var(--surface-raised)',
      color: 'var(--fg)',
      border: '1px solid var(--border)',
    },
  },
} as const;

/**
 * The page's scroll-padding-top on /admin: the header's clearance and the toasts' lane, so what
 * Tab or a refused form brings into view stops below a toast instead of under it.
 */
export const ADMIN_SCROLL_PADDING_TOP = `calc(${TOAST_TOP} + ${TOAST_LANE})`;
