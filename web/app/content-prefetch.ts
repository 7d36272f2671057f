// React Router's prefetch="intent" fetches a page's code on hover, focus or touch but not its CMS
// content, which the clientLoader reads only on the click. On the same intent this reads it into
// the QueryClient for the clientLoader to find; every link of the page counts, CMS text's too.
import type { QueryClient } from '@tanstack/react-query';

import { contentForPath } from './page-content';

/** React Router's own wait before a pointed-at or focused link counts as intent. */
export const LINK_INTENT_DELAY_MS = 100;

interface NetworkInformation {
  saveData?: boolean;
}

/** The address of a link to another page of the site, or null for any other link. */
function linkedPage(anchor: HTMLAnchorElement) {
  const here = window.location;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  return url;
}

function anchorFrom(target: EventTarget | null) {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/**
 * Calls `onIntent` with a link's address when a visitor shows they mean to follow it, as React
 * Router's prefetch="intent" decides: the pointer rests on it or it keeps focus for 100 ms, or
 * a finger touches it. Returns the function that stops listening.
 */
export function watchLinkIntent(root: Document, onIntent: (url: URL) => void) {
  const waiting = new Map<HTMLAnchorElement, ReturnType<typeof setTimeout>>();

  const cancel = (anchor: HTMLAnchorElement | null) => {
    if (!anchor) return;
    clearTimeout(waiting.get(anchor));
    waiting.delete(anchor);
  };
  const begin = (anchor: HTMLAnchorElement | null, delay: number) => {
    if (!anchor || waiting.has(anchor)) return;
    const url = linkedPage(anchor);
    if (!url) return;
    if (delay === 0) {
      onIntent(url);
      return;
    }
    waiting.set(
      anchor,
      setTimeout(() => {
        waiting.delete(anchor);
        onIntent(url);
      }, delay),
    );
  };
  // mouseover and mouseout bubble, unlike mouseenter and mouseleave; moves between a link's own
  // children are not leaving it.
  const leaves = (event: MouseEvent | FocusEvent) => {
    const anchor = anchorFrom(event.target);
    if (anchor && !(event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))) {
      cancel(anchor);
    }
  };
  const listeners: [string, (event: Event) => void][] = [
    ['mouseover', (event) => begin(anchorFrom(event.target), LINK_INTENT_DELAY_MS)],
    ['focusin', (event) => begin(anchorFrom(event.target), LINK_INTENT_DELAY_MS)],
    ['mouseout', (event) => leaves(event as MouseEvent)],
    ['focusout', (event) => leaves(event as FocusEvent)],
    ['touchstart', (event) => begin(anchorFrom(event.target), 0)],
  ];
  for (const [type, listener] of listeners) {
    root.addEventListener(type, listener, { passive: true, capture: true });
  }
  return () => {
    for (const [type, listener] of listeners) {
      root.removeEventListener(type, listener, { capture: true });
    }
    for (const timer of waiting.values()) clearTimeout(timer);
    waiting.clear();
  };
}

/** Whether the visitor's browser asks to save data. */
function savingData() {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData;
}

/**
 * Fills `queryClient` with the content of the page at `url`: fresh data is not read again, and
 * a read under way is joined. A failed read shows nothing; the click reads again.
 */
export async function readPageAhead(queryClient: QueryClient, url: URL): Promise<void> {
  const content = savingData() ? null : contentForPath(url.pathname);
  if (!content) return;
  await Promise.all(
    [content.main, ...content.also].map((options) => queryClient.prefetchQuery(options)),
  );
}

/** Called once after hydration: links read their page's content when a visitor means them. */
export function readContentOnIntent(queryClient: QueryClient) {
  return watchLinkIntent(document, (url) => void readPageAhead(queryClient, url));
}
