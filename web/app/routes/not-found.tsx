// Any path outside the route table (the '*' route), and /404, which the build copies to
// 404.html for static hosts. Kept out of search results.
import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { NotFoundPage } from '@/features/not-found/components/not-found-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { notFoundContent } from '../page-content';
import type { Route } from './+types/not-found';

export const loader = () => loadPageAtBuild(notFoundContent());
export const clientLoader = () => loadPageInBrowser(notFoundContent());
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
