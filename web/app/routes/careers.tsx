import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { CareersPage } from '@/features/careers/components/careers-page';
import { careersPageQueryOptions } from '@/features/careers/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/careers';

const content = () =>
  pageContent(careersPageQueryOptions(), (data) => headFromSeo(data?.page?.seo, 'Careers'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
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
