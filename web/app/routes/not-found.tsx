// Any path outside the route table (the '*' route), and /404, which the build copies to
// 404.html for static hosts. Kept out of search results.
import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { notFoundPageQueryOptions } from '@/features/not-found/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/not-found';

const content = () =>
  pageContent(notFoundPageQueryOptions(), (page) =>
    headFromSeo(page?.seo, 'Page Not Found', { noindex: true, notFound: true }),
  );

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = pageMeta;

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NotFoundPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
