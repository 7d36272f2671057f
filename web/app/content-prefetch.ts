// Content ahead of the click. React Router's prefetch="intent" fetches a page's code when a
// visitor points at, focuses or touches a link to it, but not its content: every route reads
// that in its clientLoader (web/lib/route-data.ts), which React Router runs only on the click.
// On a slow connection the click then still waits a round trip or more for the CMS read. With
// the same intent (100 ms of pointing or focus, or a touch), this runs the linked route's
// clientLoader ahead, once its code is in: its queries fill the browser's QueryClient, and the
// clientLoader the click runs finds them there or joins the read under way. A read that fails
// here shows nothing; the click reads again, as it would have. Nothing is read ahead when the
// visitor's browser asks to save data.
import { matchRoutes } from 'react-router';

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

const reading = new Map<string, Promise<void>>();

/**
 * Runs the clientLoaders of the routes `url` leads to, one read at a time per address. The
 * promise settles when the read has, and never rejects.
 */
export function readPageAhead(url: URL): Promise<void> {
  const router = window.__reactRouterDataRouter;
  const modules = window.__reactRouterRouteModules;
  const saveData = (navigator as Navigator & { connection?: NetworkInformation }).connection
    ?.saveData;
  if (!router || !modules || saveData) return Promise.resolve();
  const underWay = reading.get(url.pathname);
  if (underWay) return underWay;
  const matches = matchRoutes(router.routes, url.pathname) ?? [];
  const read = Promise.all(
    matches.map(async ({ route, params }) => {
      const module = route.id ? await modules[route.id] : undefined;
      await module?.clientLoader?.({ params, request: new Request(url) });
    }),
  )
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => reading.delete(url.pathname));
  reading.set(url.pathname, read);
  return read;
}

/** Called once after hydration: links read their page's content when a visitor means them. */
export function readContentOnIntent() {
  return watchLinkIntent(document, (url) => void readPageAhead(url));
}
