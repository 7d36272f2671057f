// Shared looks of the home page's cards.
export const cardClass =
  'border-border bg-surface-raised shadow-card rounded-card border transition-[border-color,transform] duration-300';

/** A card whose title link is stretched over it shows that link's keyboard focus around the card. */
export const cardFocusClass =
  'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand';

/** Stretches a link over its positioned card so the whole card is clickable. */
export const stretchedLinkClass =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";
