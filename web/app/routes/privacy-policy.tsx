import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { LegalPage } from '@/features/legal/components/legal-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { privacyPolicyContent } from '../page-content';
import type { Route } from './+types/privacy-policy';

export const loader = () => loadPageAtBuild(privacyPolicyContent());
export const clientLoader = () => loadPageInBrowser(privacyPolicyContent());
export const meta: Route.MetaFunction = pageMeta;

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LegalPage slug="privacy-policy" />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
