import { HydrationBoundary } from '@tanstack/react-query';
import { lazy } from 'react';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ClientOnly } from '@/components/ui/client-only';
import { AdminPageLoading } from '@/features/careers/components/admin-page-loading';
import { adminPageQueryOptions, useAdminPage } from '@/features/careers/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { buildMeta, headFromSeo } from '@/lib/seo';

import type { Route } from './+types/admin';

// Staff only: the panel is never pre-rendered and loads in its own chunk, so visitors of every
// other page never download it.
const AdminPanel = lazy(() =>
  import('@/features/admin/components/admin-panel').then((module) => ({
    default: module.AdminPanel,
  })),
);

const content = () =>
  pageContent(adminPageQueryOptions(), (data) =>
    headFromSeo(data?.seo, 'Admin', { noindex: true }),
  );

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  buildMeta(loaderData?.head, location.pathname);

function AdminScreen() {
  const { data } = useAdminPage();
  // The same minimum height as the loading state, so the footer does not move (no layout
  // shift) when the smaller login screen replaces it.
  return (
    <div className="min-h-[50vh]">
      <ClientOnly fallback={<AdminPageLoading heading={data?.heading} />}>
        <AdminPanel />
      </ClientOnly>
    </div>
  );
}

export default function AdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AdminScreen />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
