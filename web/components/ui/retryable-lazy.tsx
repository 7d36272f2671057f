// React.lazy for parts whose chunk may fail to arrive (visitor offline, or the site redeployed
// while the tab was open). React keeps a lazy component's rejected load for good, so trying
// again needs a fresh lazy: `retry` swaps one in, and LoadBoundary calls it from Try again.
import { lazy, type ComponentProps, type ComponentType } from 'react';

// Typed as React.lazy is: by the component, whose props the returned component then takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in React.lazy's own typing
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let failed = false;
  const arm = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Lazy = arm();

  function RetryableLazy(props: ComponentProps<T>) {
    return <Lazy {...props} />;
  }

  return Object.assign(RetryableLazy, {
    /** Loads again on the next render, if the last load failed; otherwise does nothing. */
    retry: () => {
      if (!failed) return;
      failed = false;
      Lazy = arm();
    },
    /**
     * Starts the download early (on hover or focus). A failure is ignored here: the render that
     * follows loads again and its boundary reports the failure.
     */
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
