import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { UnknownSlugLookup } from '@/components/layout/unknown-slug-lookup';
import { CaseStudyDetailPage } from '@/features/case-studies/components/case-study-detail-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { caseStudyContent } from '../page-content';
import type { Route } from './+types/case-study-detail';

// The loader data names the slug it was made for: an unknown slug is answered with the page
// pre-rendered for NOT_FOUND_SLUG (see server/start.ts), which must hydrate as that page, then
// looks the address's own slug up (a story published after the build).
export const loader = async ({ params }: Route.LoaderArgs) => ({
  ...(await loadPageAtBuild(caseStudyContent(params.slug))),
  slug: params.slug,
});
export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => ({
  ...(await loadPageInBrowser(caseStudyContent(params.slug))),
  slug: params.slug,
});
export const meta: Route.MetaFunction = pageMeta;

export default function CaseStudyDetailRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <UnknownSlugLookup
        loadedSlug={loaderData.slug}
        slug={params.slug}
        content={caseStudyContent}
      />
      <CaseStudyDetailPage slug={loaderData.slug} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
