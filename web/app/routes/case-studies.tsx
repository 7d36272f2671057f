import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { CaseStudiesPage } from '@/features/case-studies/components/case-studies-page';
import { ignoreQueryChanges, loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { caseStudiesContent } from '../page-content';
import type { Route } from './+types/case-studies';

export const loader = () => loadPageAtBuild(caseStudiesContent());
export const clientLoader = () => loadPageInBrowser(caseStudiesContent());
export const meta: Route.MetaFunction = pageMeta;
export const shouldRevalidate = ignoreQueryChanges;

export default function CaseStudiesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CaseStudiesPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
