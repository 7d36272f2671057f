// The carousel's window over the testimonials: `count` consecutive items
// starting at `index`, wrapping past the end back to the start.

/** Keeps any index, including negative ones from "previous", inside 0..length-1. */
export function wrapIndex(index: number, length: number): number {
  if (length === 0) return 0;
  return ((index % length) + length) % length;
}

export function visibleTestimonials<T>(items: readonly T[], index: number, count: number): T[] {
  if (items.length === 0 || count <= 0) return [];
  const shown = Math.min(count, items.length);
  const start = wrapIndex(index, items.length);
  return Array.from({ length: shown }, (_, offset) => items[(start + offset) % items.length]!);
}
