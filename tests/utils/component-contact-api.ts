// The external contact API, the one service component tests stub (with msw): each test says how
// it answers, and every request that reaches it is recorded.
import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';

import { siteConfig } from '@/lib/env';

import { server, useMsw } from './render';

export interface ContactApi {
  /** What each request carried, in order; emptied after every test. One array per file. */
  requests: { contentType: string | null; body: unknown }[];
  /** Answers every request to the API with `reply`, after recording it. */
  answer(reply: () => Response | Promise<Response>): void;
  /** Like `answer`, but holds each answer until the returned function is called. */
  holdAnswer(reply?: () => Response): () => void;
}

/** Call once at the top of a test file whose forms send enquiries. */
export function useContactApi(): ContactApi {
  useMsw();
  const requests: ContactApi['requests'] = [];
  afterEach(() => {
    requests.length = 0;
  });

  const answer: ContactApi['answer'] = (reply) => {
    server.use(
      http.post(siteConfig.contactApiUrl, async ({ request }) => {
        requests.push({
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        });
        return reply();
      }),
    );
  };

  const holdAnswer: ContactApi['holdAnswer'] = (reply = () => HttpResponse.json({})) => {
    let release: () => void = () => {};
    answer(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return reply();
    });
    return () => release();
  };

  return { requests, answer, holdAnswer };
}

/**
 * Watches, from now on, the fetches a form starts towards the contact API, and returns what each
 * returned (a promise of the response): at once, where `requests` fills only once msw has the
 * body. The page's content reads are left out.
 */
export function watchContactApiFetches(): () => Promise<Response>[] {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const url = (input: RequestInfo | URL) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return () =>
    fetchSpy.mock.calls.flatMap(([input], call) =>
      url(input).startsWith(siteConfig.contactApiUrl)
        ? [fetchSpy.mock.results[call]!.value as Promise<Response>]
        : [],
    );
}
