// Class lists shared by the admin panel's buttons; its fields are the site's (ui/field.tsx).

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-control bg-brand px-5 py-2.5 font-semibold text-brand-fg hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-control border border-border px-4 py-2 font-medium text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-control bg-danger-soft px-3 py-1.5 text-sm font-medium text-danger hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * Where the toasts sit and how they look. They start below the sticky header (the clearance
 * app.css keeps for it in scroll-padding-top, in rem so it grows with the text), so for their
 * few seconds they cover none of its controls; and they take the page's colours, which follow
 * the theme, instead of react-hot-toast's white.
 */
export const toasterProps = {
  containerStyle: { top: '5.5rem' },
  toastOptions: {
    style: {
      background: 'var(--surface-raised)',
      color: 'var(--fg)',
      border: '1px solid var(--border)',
    },
  },
} as const;
