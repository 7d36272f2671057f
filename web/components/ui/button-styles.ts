// The site's two button looks, shared by links and buttons so every call to action matches.
const base =
  'inline-flex items-center justify-center gap-2 rounded-control px-6 py-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand text-brand-fg hover:bg-brand-strong`,
  secondary: `${base} border border-border bg-surface-raised/40 text-fg hover:bg-surface-raised hover:border-brand`,
} as const;
