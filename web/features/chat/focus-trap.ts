// Keeps Tab and Shift+Tab cycling inside a container (the open chat panel). DOM only, no React.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Moves focus to the other end when Tab would leave the container; true when it did. */
export function cycleFocus(container: HTMLElement, backwards: boolean): boolean {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  // The container itself (focused after a change of page) counts as outside: Tab goes to an end.
  const inside = active !== container && container.contains(active);
  if (backwards && (active === first || !inside)) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || !inside)) {
    first.focus();
    return true;
  }
  return false;
}
