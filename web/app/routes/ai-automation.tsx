import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { AiAutomationPage } from '@/features/ai-automation/components/ai-automation-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { aiAutomationContent } from '../page-content';
import type { Route } from './+types/ai-automation';

export const loader = () => loadPageAtBuild(aiAutomationContent());
export const clientLoader = () => loadPageInBrowser(aiAutomationContent());
export const meta: Route.MetaFunction = pageMeta;

export default function AiAutomationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AiAutomationPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
