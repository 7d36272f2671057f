import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { BlockchainPage } from '@/features/blockchain/components/blockchain-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { blockchainContent } from '../page-content';
import type { Route } from './+types/blockchain';

export const loader = () => loadPageAtBuild(blockchainContent());
export const clientLoader = () => loadPageInBrowser(blockchainContent());
export const meta: Route.MetaFunction = pageMeta;

export default function BlockchainRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BlockchainPage />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
