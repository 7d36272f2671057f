// For parts that only make sense in a browser (Swiper, the chat, the admin panel): the HTML and
// hydration show `fallback`, then the children render, usually a lazy chunk behind the same
// fallback. A chunk that fails to load shows `failure` in its place instead of breaking the page.
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

import { LoadBoundary, type LoadFailureOptions } from './load-boundary';

const noSubscription = () => () => {};

/** False in the pre-rendered HTML and during hydration, true once the page runs in a browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface ClientOnlyProps {
  /** Shown before hydration and while a lazy child loads; give it the child's final size. */
  fallback: ReactNode;
  /** What the part says when its code cannot load; `onRetry` is the lazy child's `retry`. */
  failure: LoadFailureOptions;
  children: ReactNode;
}

export function ClientOnly({ fallback, failure, children }: ClientOnlyProps) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return (
    <LoadBoundary {...failure}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}
