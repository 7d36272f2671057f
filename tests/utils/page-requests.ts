import type { Page, Request } from '@playwright/test';

/** A read of the CMS query API, e.g. GET /v2025-05-15/data/query/production?query=... */
export function isContentRead(request: Request) {
  return request.method() === 'GET' && /\/data\/query\//.test(request.url());
}

/**
 * Records, from now on, every request the page makes except CMS content reads: a background
 * refresh of stale content can come at any moment of a test and is not the page sending anything.
 */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isContentRead(request)) return;
    requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}
