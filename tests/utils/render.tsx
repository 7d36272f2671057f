// Renders a component the way the site does: a fresh QueryClient (no retries), the theme and a
// memory router at `route`. Content comes from the seed through the real local lake via msw, which
// also stubs the contact API; call `useSeedContent()` once at the top of a test file.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useState, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { ThemeProvider } from '@/features/theme/theme-provider';

import type { LakeDocument } from '../../server/content-lake';
import { lakeQueryHandlers, queriesAnswered } from './component-lake';
import { lakeClient, loadSeedDocuments, startLake, type TestLake } from './lake-server';

export { stubMatchMedia } from './component-browser';

/** The lake over the seed file, one per test file; started by `useSeedContent()`. */
let seedLake: Promise<TestLake> | undefined;
/** Lakes over a seed one test changed; stopped after that test. */
const changedLakes: Promise<TestLake>[] = [];

export const server = setupServer(
  ...lakeQueryHandlers(() => {
    if (!seedLake) throw new Error('Content was read without useSeedContent() in the test file');
    return seedLake;
  }),
);

async function stopLakes(lakes: Promise<TestLake>[]) {
  await queriesAnswered();
  const started = await Promise.allSettled(lakes);
  await Promise.all(
    started.map((lake) => (lake.status === 'fulfilled' ? lake.value.close() : undefined)),
  );
}

let mswUsers = 0;

/** Has msw answer this file's requests; any number of helpers may ask, it listens once. */
export function useMsw() {
  beforeAll(() => {
    if (mswUsers++ === 0) server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    if (--mswUsers === 0) server.close();
  });
}

/** Serves the seed through the real lake to this file's tests; call once at the top of it. */
export function useSeedContent() {
  useMsw();
  beforeAll(async () => {
    seedLake = startLake();
    // A first query starts the lake's GROQ worker, so the first test does not pay for it
    // inside its own time limit.
    await lakeClient(await seedLake).fetch('count(*)');
  });
  afterEach(() => stopLakes(changedLakes.splice(0)));
  afterAll(async () => {
    await stopLakes(seedLake ? [seedLake] : []);
    seedLake = undefined;
  });
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

/**
 * For one test: answers content queries from a lake of its own over the seed as `change`
 * leaves it. The lake's rules still hold: a document whose _id has a '.' stays private.
 */
export function serveChangedSeed(change: (documents: unknown[]) => unknown[]) {
  // The documents are the test's to shape; the lake takes them as they come.
  const lake = startLake(change(loadSeedDocuments()) as LakeDocument[]);
  changedLakes.push(lake);
  server.use(...lakeQueryHandlers(() => lake));
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
 * What a route component receives on a client-side navigation: nothing dehydrated, so the page
 * reads its content itself. `params` are the URL's (e.g. `{ serviceId: 'seo' }`); the detail
 * routes' loaders pass them on in `loaderData` too.
 */
export function routeProps<C extends (props: never) => unknown>(
  _route: C,
  params: Record<string, string> = {},
) {
  const loaderData = { dehydratedState: null, head: { title: '', description: '' }, ...params };
  return { loaderData, params } as unknown as Parameters<C>[0];
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
