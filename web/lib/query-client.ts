// One QueryClient per browser session; a fresh one per pre-rendered page at build time.
import { QueryClient } from '@tanstack/react-query';

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

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
