import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ServicesPage } from '@/features/services/components/services-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { servicesContent } from '../page-content';
import type { Route } from './+types/services';

export const loader = () => loadPageAtBuild(servicesContent());
export const clientLoader = () => loadPageInBrowser(servicesContent());
export const meta: Route.MetaFunction = pageMeta;

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ServicesPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
