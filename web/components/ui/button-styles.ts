// The site's two button looks, shared by links and buttons so every call to action matches. A
// button is never wider than its container: its label wraps (a word breaks only when wider than
// the button), and its side padding shrinks with enlarged text on a narrow screen.
const base =
  'inline-flex max-w-full flex-wrap items-center justify-center gap-2 rounded-control px-[min(1.5rem,0.5rem_+_5vw)] py-3 text-center font-semibold wrap-anywhere transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const buttonStyles = {
  // Forced colours (Windows High Contrast) drop backgrounds: the border gives it an edge there.
  primary: `${base} bg-brand text-brand-fg hover:bg-brand-strong forced-colors:border`,
  secondary: `${base} border border-border bg-surface-raised/40 text-fg hover:bg-surface-raised hover:border-brand`,
} as const;
