// React.lazy for parts whose chunk may fail to arrive (visitor offline, or the site redeployed
// while the tab was open). React keeps a lazy component's rejected load for good, so trying
// again needs a fresh lazy: `retry` swaps one in, and LoadBoundary calls it from Try again.
import { lazy, type ComponentProps, type ComponentType } from 'react';

// Vite's preload helper adds a chunk's stylesheet <link> once, even after it failed, so a retried
// part would render unstyled. Failed stylesheet links are noted, and `retry` puts a fresh copy of
// each in their place; the part waits for them before it renders.
const failedStylesheets = new Set<HTMLLinkElement>();
let watchingStylesheets = false;

function watchStylesheetFailures() {
  if (watchingStylesheets || typeof document === 'undefined') return;
  watchingStylesheets = true;
  // A resource's error event does not bubble; the capture phase sees it on its way down.
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failedStylesheets.add(link);
    },
    true,
  );
}

/** Replaces every failed stylesheet link with a fresh one; settles as the new ones load or fail. */
function reloadFailedStylesheets(): Promise<void>[] {
  // A link no longer in the page is no one's stylesheet: a copy of it would never load.
  const stillInPage = [...failedStylesheets].filter((link) => link.isConnected);
  const reloads = stillInPage.map((failed) => {
    const fresh = failed.cloneNode() as HTMLLinkElement;
    const loaded = new Promise<void>((resolve, reject) => {
      fresh.addEventListener('load', () => resolve(), { once: true });
      fresh.addEventListener(
        'error',
        () => reject(new Error(`Unable to load the stylesheet ${fresh.href}`)),
        { once: true },
      );
    });
    // Handled here too: it fails the part's next load, which may start after it settles.
    loaded.catch(() => undefined);
    failed.replaceWith(fresh);
    return loaded;
  });
  failedStylesheets.clear();
  return reloads;
}

// Typed as React.lazy is: by the component, whose props the returned component then takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in React.lazy's own typing
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let failed = false;
  const arm = (stylesheets: Promise<void>[] = []) =>
    lazy(() => {
      watchStylesheetFailures();
      return Promise.all([load(), ...stylesheets])
        .then(([module]) => module)
        .catch((error: unknown) => {
          failed = true;
          throw error;
        });
    });
  let Lazy = arm();

  function RetryableLazy(props: ComponentProps<T>) {
    return <Lazy {...props} />;
  }

  return Object.assign(RetryableLazy, {
    /** Loads again on the next render, if the last load failed; otherwise does nothing. */
    retry: () => {
      if (!failed) return;
      failed = false;
      Lazy = arm(reloadFailedStylesheets());
    },
    /**
     * Starts the download early (on hover or focus). A failure is ignored here: the render that
     * follows loads again and its boundary reports the failure.
     */
    preload: () => {
      watchStylesheetFailures();
      load().catch(() => undefined);
    },
  });
}
