// React Router's default client entry, with KeepEarlyInput so what was typed ahead of the scripts
// reaches the forms' state. An address in other letters (/Contact) goes on to the page's own, as a
// redirect would, since the host answered it with the Not Found page (see sitePathFor).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { KeepEarlyInput } from '@/components/forms/keep-early-input';
import { sitePathFor } from '@/lib/paths';

const sitePath = sitePathFor(window.location.pathname);

/** How long hydration waits at most: a stylesheet that failed before it looked sends no event. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * The page paints from the CSS it inlines (scripts/optimize-html.ts), which covers only its own
 * markup; what React adds after hydration, such as the chat button, needs the full stylesheet.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => !link.sheet)
    .map(
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          link.addEventListener('error', settle, { once: true });
        }),
    );
  if (pending.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(pending),
    new Promise((settle) => setTimeout(settle, STYLESHEET_WAIT_MS)),
  ]);
}

if (sitePath) {
  window.location.replace(`${sitePath}${window.location.search}${window.location.hash}`);
} else {
  // Without top-level await, which would split the shared code into more chunks.
  void stylesheetsLoaded().then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <KeepEarlyInput>
            <HydratedRouter />
          </KeepEarlyInput>
        </StrictMode>,
      );
    }),
  );
}
