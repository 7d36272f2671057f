// msw handlers that hand the site's content queries to the real local content lake (see
// lake-server.ts). The site's client asks the page's own origin, which jsdom does not serve,
// so msw catches the request and sends it on, unchanged but for the host, to the lake.
import { bypass, http, HttpResponse } from 'msw';

import type { TestLake } from './lake-server';

/** Request headers that describe the hop to jsdom's origin, not the query itself. */
const HOP_HEADERS = ['host', 'connection', 'content-length', 'origin', 'referer'];

async function forward(request: Request, lake: TestLake): Promise<Response> {
  const from = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_HEADERS) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(
    bypass(new URL(from.pathname + from.search, lake.url), {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
    }),
  );
  // A fresh response: fetch has already decoded the body, whatever the headers say.
  return new HttpResponse(await answer.arrayBuffer(), {
    status: answer.status,
    headers: { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' },
  });
}

/** Queries handed on and not yet answered. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Settles once every query handed on so far has its answer (or failure). A page can still be
 * asking when its test ends; stopping a lake first would reset that connection mid-answer.
 */
export async function queriesAnswered(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

/** Handlers answering the query API, GET and POST, from the lake `lake()` resolves to. */
export function lakeQueryHandlers(lake: () => Promise<TestLake>) {
  return [
    http.all('*/data/query/:dataset', ({ request }) => {
      const answer = lake().then((target) => forward(request, target));
      inFlight.add(answer);
      void answer.finally(() => inFlight.delete(answer)).catch(() => undefined);
      return answer;
    }),
  ];
}
