// After a client-side change of page, focus moves to the new page's h1 (or, without one, the
// main landmark), as a full page load would reset it: keyboard users continue from the top of
// the new content instead of from the link they used (or from <body>), and screen readers
// announce the new page; a link to a section of another page focuses that section. A first
// load, a change of query only (a filter) and a jump within the page leave focus alone, and so
// does an open modal dialog.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useFocusOnNavigation(mainId: string) {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // An open modal dialog (the chat, which stays open across pages) keeps focus.
    if (document.querySelector('[aria-modal="true"]')) return;
    const main = document.getElementById(mainId);
    // A link to a section of another page (/careers#open-positions) lands on that section.
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) focusWithoutScroll(section);
    else if (main) focusPageStart(main);
  }, [pathname, hash, mainId]);
}

/** Focuses the page's h1 in `main` (or `main` itself without one), as a change of page does. */
export function focusPageStart(main: HTMLElement) {
  focusWithoutScroll(main.querySelector<HTMLElement>('h1') ?? main);
}

function focusWithoutScroll(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The scroll position is ScrollRestoration's business (top, or where Back left off).
  target.focus({ preventScroll: true });
}
