// At build time `loader` hands a dehydrated cache to the pre-rendered page; on client navigation
// `clientLoader` fills the browser's QueryClient (from cache when fresh), a failure reaching the
// route's error boundary. Components then read the same queryOptions with useQuery.
import {
  dehydrate,
  type DehydratedState,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

import { createQueryClient, getQueryClient } from './query-client';
import type { PageHead } from './seo';

export interface PageData {
  dehydratedState: DehydratedState | null;
  head: PageHead;
}

type ContentQuery<T, K extends QueryKey = QueryKey> = EnsureQueryDataOptions<T, Error, T, K>;
// Further queries are only awaited, never read here, so their result types do not matter.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContentQuery = ContentQuery<any, any>;

export interface PageContent<T> {
  /** The query whose result the page's head tags come from. */
  main: AnyContentQuery;
  /** The head tags; a head that needs a further query's words reads them from `queryClient`. */
  head: (data: T, queryClient: QueryClient) => PageHead;
  /** Further queries the page renders. */
  also: AnyContentQuery[];
}

export function pageContent<T, K extends QueryKey>(
  main: ContentQuery<T, K>,
  head: (data: T, queryClient: QueryClient) => PageHead,
  also: AnyContentQuery[] = [],
): PageContent<T> {
  return { main, head, also };
}

async function load<T>(queryClient: QueryClient, content: PageContent<T>): Promise<PageHead> {
  const [data] = await Promise.all([
    queryClient.ensureQueryData(content.main) as Promise<T>,
    ...content.also.map((options) => queryClient.ensureQueryData(options)),
  ]);
  return content.head(data, queryClient);
}

/** For `loader`: runs while pre-rendering. */
export async function loadPageAtBuild<T>(content: PageContent<T>): Promise<PageData> {
  const queryClient = createQueryClient();
  const head = await load(queryClient, content);
  return { dehydratedState: dehydrate(queryClient), head };
}

/** For `clientLoader`: runs on client-side navigation. */
export async function loadPageInBrowser<T>(content: PageContent<T>): Promise<PageData> {
  const head = await load(getQueryClient(), content);
  return { dehydratedState: null, head };
}

interface RevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}

/**
 * For `shouldRevalidate`: a change of query string alone (the /case-studies filter) stays on the
 * same page and needs no content read again.
 */
export function ignoreQueryChanges({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: RevalidateArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}
