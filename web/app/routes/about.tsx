import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { AboutPage } from '@/features/about/components/about-page';
import { aboutPageQueryOptions } from '@/features/about/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/about';

const content = () =>
  pageContent(aboutPageQueryOptions(), (page) => headFromSeo(page?.seo, 'About Us'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
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
