import type { Page, Request } from '@playwright/test';

/** A read of the CMS query API, e.g. GET /v2025-05-15/data/query/production?query=... */
export function isContentRead(request: Request) {
  return request.method() === 'GET' && /\/data\/query\//.test(request.url());
}

/** The site's own code and files (`/assets/`), fetched as they are first needed. */
function isOwnAsset(page: Page, request: Request) {
  const url = new URL(request.url());
  return (
    request.method() === 'GET' &&
    url.origin === new URL(page.url()).origin &&
    url.pathname.startsWith('/assets/')
  );
}

/**
 * Records, from now on, every request the page makes except CMS content reads and its own files:
 * a background refresh of stale content, or code loading when the browser is idle, can come at
 * any moment of a test and is not the page sending anything.
 */
export function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isContentRead(request) || isOwnAsset(page, request)) return;
    requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}
