/**
 * Holds a page's place, marked busy, while its first content read is under way. Rare: the
 * route's loader (pre-rendering, or client navigation under the top loading bar) normally
 * fills the cache before the page renders.
 */
export function ContentPending() {
  return <div aria-busy="true" className="min-h-[60vh]" />;
}
