// One QueryClient per browser session; a fresh one per pre-rendered page at build time.
import { QueryClient } from '@tanstack/react-query';

import { NOT_FOUND_SLUG } from './paths';

/** Content changes when editors publish; a minute keeps navigation instant without going stale. */
export const CONTENT_STALE_TIME_MS = 60_000;
const CONTENT_RETRY_COUNT = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CONTENT_STALE_TIME_MS,
        gcTime: 10 * 60_000,
        retry: CONTENT_RETRY_COUNT,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * For a document read by its slug. The NOT_FOUND_SLUG page's empty answer never changes, so it is
 * never refreshed; otherwise each unknown address would read it again beside its own slug's lookup.
 */
export function slugQueryFreshness(slug: string): { staleTime?: number } {
  return slug === NOT_FOUND_SLUG ? { staleTime: Infinity } : {};
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
