import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { LegalPage } from '@/features/legal/components/legal-page';
import { legalPageHead } from '@/features/legal/legal-head';
import { legalPageQueryOptions } from '@/features/legal/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/terms-of-service';

const content = () =>
  pageContent(legalPageQueryOptions('terms-of-service'), legalPageHead('Terms of Service'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = pageMeta;

export default function TermsOfServiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LegalPage slug="terms-of-service" />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
