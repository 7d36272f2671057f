// Renders a component the way the site does: a fresh QueryClient (no retries), the theme, and
// a memory router at `route`. Content comes from the seed through msw (see
// seed-content-handler.ts); call `useSeedContent()` once at the top of a test file.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useState, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { ThemeProvider } from '@/features/theme/theme-provider';

import { contentHandlers, loadSeedDocuments, seedContentHandlers } from './seed-content-handler';

export const server = setupServer(...seedContentHandlers);

export function useSeedContent() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * For a file whose tests make error boundaries catch on purpose: React reports every caught
 * error with console.error, which would bury the test output.
 */
export function silenceCaughtErrors() {
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.mocked(console.error).mockRestore();
  });
}

/** For one test: answers content queries from the seed as `change` leaves it. */
export function serveChangedSeed(change: (documents: unknown[]) => unknown[]) {
  server.use(...contentHandlers(() => change(loadSeedDocuments())));
}

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted on, for useParams (e.g. '/services/:serviceId'). */
  path?: string;
}

export function renderWithContent(
  ui: ReactElement,
  { route = '/', path = '*' }: RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={queryClient}>
            <ThemeProvider>
              <Outlet />
            </ThemeProvider>
          </QueryClientProvider>
        ),
        children: [
          ...(path === '*'
            ? [
                { index: true, element: ui },
                { path: '*', element: ui },
              ]
            : [
                { path, element: ui },
                { path: '*', element: <p>Navigated away</p> },
              ]),
        ],
      },
    ],
    { initialEntries: [route] },
  );
  return { ...render(<RouterProvider router={router} />), router, queryClient };
}

/**
 * jsdom has no real matchMedia: answer every query with `matches(query)` (default: no match),
 * e.g. `stubMatchMedia((query) => query.includes('reduce'))` for a visitor who wants less motion.
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** What a route component receives on a client-side navigation: the cache is already filled. */
export function routeProps<C extends (props: never) => unknown>(_route: C) {
  const props = { loaderData: { dehydratedState: null, head: { title: '', description: '' } } };
  return props as unknown as Parameters<C>[0];
}

/** Some other part of the page, holding what the visitor typed: it must survive a failure. */
export function NameForm() {
  const [name, setName] = useState('');
  return (
    <label>
      Your name
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}
