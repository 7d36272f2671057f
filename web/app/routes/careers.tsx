import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { CareersPage } from '@/features/careers/components/careers-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { careersContent } from '../page-content';
import type { Route } from './+types/careers';

export const loader = () => loadPageAtBuild(careersContent());
export const clientLoader = () => loadPageInBrowser(careersContent());
export const meta: Route.MetaFunction = pageMeta;

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CareersPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
