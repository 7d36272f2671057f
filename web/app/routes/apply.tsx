import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ApplicationForm } from '@/features/apply/components/application-form';
import { ApplyPage } from '@/features/careers/components/apply-page';
import { applyPageQueryOptions } from '@/features/careers/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/apply';

const content = () =>
  pageContent(applyPageQueryOptions(), (data) =>
    headFromSeo(data?.page?.seo, 'Apply for a Position'),
  );

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
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
