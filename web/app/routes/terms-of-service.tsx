import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { LegalPage } from '@/features/legal/components/legal-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { termsOfServiceContent } from '../page-content';
import type { Route } from './+types/terms-of-service';

export const loader = () => loadPageAtBuild(termsOfServiceContent());
export const clientLoader = () => loadPageInBrowser(termsOfServiceContent());
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
