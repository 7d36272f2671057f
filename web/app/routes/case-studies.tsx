import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { CaseStudiesPage } from '@/features/case-studies/components/case-studies-page';
import { caseStudiesPageQueryOptions } from '@/features/case-studies/queries';
import {
  ignoreQueryChanges,
  loadPageAtBuild,
  loadPageInBrowser,
  pageContent,
} from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/case-studies';

const content = () =>
  pageContent(caseStudiesPageQueryOptions(), (data) =>
    headFromSeo(data?.page?.seo, 'Case Studies'),
  );

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
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
