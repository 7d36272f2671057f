// A card made clickable by stretching its title's link over it, so the card is one tab stop.
// The link's own outline would be clipped by the card (`overflow-hidden`), so the card shows
// the link's keyboard focus instead.

/** Shows the stretched link's keyboard focus around its card. */
export const cardFocusClass =
  'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand';

/** Stretches a link over its positioned card so the whole card is clickable. */
export const stretchedLinkClass =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";
