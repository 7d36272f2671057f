import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ApplicationForm } from '@/features/apply/components/application-form';
import { ApplyPage } from '@/features/careers/components/apply-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { applyContent } from '../page-content';
import type { Route } from './+types/apply';

export const loader = () => loadPageAtBuild(applyContent());
export const clientLoader = () => loadPageInBrowser(applyContent());
export const meta: Route.MetaFunction = pageMeta;

export default function ApplyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ApplyPage renderForm={(settings) => <ApplicationForm {...settings} />} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
