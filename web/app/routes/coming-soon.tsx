// One module for /social-marketing and /digital-marketing (two route ids in routes.ts).
import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ComingSoonPage } from '@/features/coming-soon/components/coming-soon-page';
import { comingSoonPageQueryOptions } from '@/features/coming-soon/queries';
import { NotifyMeForm } from '@/features/newsletter/components/notify-me-form';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/coming-soon';

const content = () =>
  pageContent(comingSoonPageQueryOptions(), (page) => headFromSeo(page?.seo, 'Coming Soon'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = pageMeta;

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ComingSoonPage signupForm={<NotifyMeForm />} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
