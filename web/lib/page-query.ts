import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The content a page renders from its query, or undefined while the first read is under way.
 *
 * Content already on screen (pre-rendered, or read earlier) stays there when a background
 * refresh fails: React Query keeps `data` and only sets `error`. Only a page that has no content
 * at all hands the error to the route's error boundary, which offers a retry.
 */
export function contentOrThrow<T>({ data, error }: UseQueryResult<T>): T | undefined {
  if (data !== undefined) return data;
  if (error) throw error;
  return undefined;
}
