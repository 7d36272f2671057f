import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The content a page renders, or undefined while the first read is under way. A failed background
 * refresh leaves content on screen (React Query keeps `data`); only a page with no content at all
 * hands the error to the route's error boundary, which offers a retry.
 */
export function contentOrThrow<T>({ data, error }: UseQueryResult<T>): T | undefined {
  if (data !== undefined) return data;
  if (error) throw error;
  return undefined;
}
