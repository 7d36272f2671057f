// After a client-side change of page, focus moves to the new h1 (or main), as a full load would
// reset it, so keyboard users start at the new content and screen readers announce it. A first
// load, a filter, Back or Forward within the page and an open modal dialog leave focus alone.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

import { isStayOnPage } from '@/components/forms/leave-guard';

export function useFocusOnNavigation(mainId: string) {
  const { pathname, search, hash, key, state } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef({ pathname, search, key });

  useEffect(() => {
    const before = previous.current;
    if (before.key === key) return;
    previous.current = { pathname, search, key };
    const samePage = pathname === before.pathname;
    // A change of page called off because the visitor started typing (LeaveGuard).
    if (samePage && isStayOnPage(state)) return;
    // A link to a section of this page (a legal page's contents) goes on from that section,
    // as a browser's own #anchor does: the next Tab continues in the section, not the list.
    if (samePage && hash !== '' && navigationType === 'PUSH') {
      const section = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (section) focusWithoutScroll(section);
      return;
    }
    const withinPage =
      samePage &&
      (hash !== '' ||
        navigationType === 'POP' ||
        (navigationType === 'REPLACE' && search !== before.search));
    if (withinPage) return;
    // An open modal dialog (the chat, which stays open across pages) keeps focus.
    if (document.querySelector('[aria-modal="true"]')) return;
    const main = document.getElementById(mainId);
    // A link to a section of another page (/careers#open-positions) lands on that section.
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) focusWithoutScroll(section);
    else if (main) focusPageStart(main);
  }, [key, pathname, search, hash, state, navigationType, mainId]);
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
