import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { AboutPage } from '@/features/about/components/about-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { aboutContent } from '../page-content';
import type { Route } from './+types/about';

export const loader = () => loadPageAtBuild(aboutContent());
export const clientLoader = () => loadPageInBrowser(aboutContent());
export const meta: Route.MetaFunction = pageMeta;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AboutPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
