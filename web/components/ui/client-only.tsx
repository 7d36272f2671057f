// For parts that only make sense in a browser (Swiper, the chat, the admin panel): the
// pre-rendered HTML and the hydration pass show `fallback`, then the children render, usually
// a React.lazy component whose chunk loads behind the same fallback.
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

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
  children: ReactNode;
}

export function ClientOnly({ fallback, children }: ClientOnlyProps) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
