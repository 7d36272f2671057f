import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ClientOnly } from '@/components/ui/client-only';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { adminMessages } from '@/features/admin/admin-messages';
import { AdminPageLoading } from '@/features/careers/components/admin-page-loading';
import { useAdminPage } from '@/features/careers/queries';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { adminContent } from '../page-content';
import type { Route } from './+types/admin';

// Staff only: the panel is never pre-rendered and loads in its own chunk, so visitors of every
// other page never download it.
const AdminPanel = retryableLazy(() =>
  import('@/features/admin/components/admin-panel').then((module) => ({
    default: module.AdminPanel,
  })),
);

export const loader = () => loadPageAtBuild(adminContent());
export const clientLoader = () => loadPageInBrowser(adminContent());
export const meta: Route.MetaFunction = pageMeta;

function AdminScreen() {
  const { data } = useAdminPage();
  // The same minimum height as the loading state, so the footer does not move (no layout
  // shift) when the login screen replaces it: half the window, and at least the login's own
  // height (23.9rem), which is the taller on a short window.
  return (
    <div className="min-h-[max(50vh,24rem)]">
      <ClientOnly
        fallback={<AdminPageLoading heading={data?.heading} />}
        failure={{
          message: adminMessages.panelLoadFailure,
          onRetry: AdminPanel.retry,
          // The loading state's page heading stays, so the page keeps its h1.
          placeholder: <h1 className="text-3xl font-bold">{data?.heading}</h1>,
          className:
            'container-page flex min-h-[max(50vh,24rem)] flex-col items-start gap-4 pt-20 pb-12',
        }}
      >
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
