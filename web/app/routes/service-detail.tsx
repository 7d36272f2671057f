import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { UnknownSlugLookup } from '@/components/layout/unknown-slug-lookup';
import { ConsultationForm } from '@/features/contact/components/consultation-form';
import { ServiceDetailPage } from '@/features/services/components/service-detail-page';
import { serviceDetailQueryOptions } from '@/features/services/queries';
import { serviceDetailHead } from '@/features/services/service-detail-head';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import type { Route } from './+types/service-detail';

// An unknown id resolves to null (not an error), so the page renders its not-found state.
const content = (serviceId: string) =>
  pageContent(serviceDetailQueryOptions(serviceId), serviceDetailHead);

// The loader data names the serviceId it was made for: an unknown serviceId is answered with the page
// pre-rendered for NOT_FOUND_SLUG (see server/start.ts), which must hydrate as that page, then
// looks the address's own id up (a service published after the build).
export const loader = async ({ params }: Route.LoaderArgs) => ({
  ...(await loadPageAtBuild(content(params.serviceId))),
  serviceId: params.serviceId,
});
export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => ({
  ...(await loadPageInBrowser(content(params.serviceId))),
  serviceId: params.serviceId,
});
export const meta: Route.MetaFunction = pageMeta;

export default function ServiceDetailRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <UnknownSlugLookup
        loadedSlug={loaderData.serviceId}
        slug={params.serviceId}
        content={content}
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
