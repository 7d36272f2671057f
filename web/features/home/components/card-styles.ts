// Shared looks of the home page's cards.
export const cardClass =
  'border-border bg-surface-raised shadow-card rounded-card border transition-[border-color,transform] duration-300';
