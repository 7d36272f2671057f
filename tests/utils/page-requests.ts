import type { Page, Request } from '@playwright/test';

/** A read of the CMS query API, e.g. GET /v2025-05-15/data/query/production?query=... */
export function isContentRead(request: Request) {
  return request.method() === 'GET' && /\/data\/query\//.test(request.url());
}

/**
 * Records, from now on, every request the page makes except reads of CMS content: a page
 * refreshes its content in the background once it is older than a minute (web/lib/
 * query-client.ts), which can happen at any moment of a test and is not the page sending
 * anything.
 */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isContentRead(request)) return;
    requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}
