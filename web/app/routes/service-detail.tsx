import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { UnknownSlugLookup } from '@/components/layout/unknown-slug-lookup';
import { ConsultationForm } from '@/features/contact/components/consultation-form';
import { ServiceDetailPage } from '@/features/services/components/service-detail-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { serviceDetailContent } from '../page-content';
import type { Route } from './+types/service-detail';

// The loader data names the id it was made for: an unknown id is answered with the page
// pre-rendered for NOT_FOUND_SLUG (see server/start.ts), which must hydrate as that page, then
// looks the address's own id up (a service published after the build).
export const loader = async ({ params }: Route.LoaderArgs) => ({
  ...(await loadPageAtBuild(serviceDetailContent(params.serviceId))),
  serviceId: params.serviceId,
});
export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => ({
  ...(await loadPageInBrowser(serviceDetailContent(params.serviceId))),
  serviceId: params.serviceId,
});
export const meta: Route.MetaFunction = pageMeta;

export default function ServiceDetailRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <UnknownSlugLookup
        loadedSlug={loaderData.serviceId}
        slug={params.serviceId}
        content={serviceDetailContent}
      />
      <ServiceDetailPage
        serviceId={loaderData.serviceId}
        consultationForm={(serviceTitle) => <ConsultationForm serviceTitle={serviceTitle} />}
      />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
