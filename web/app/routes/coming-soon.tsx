// One module for /social-marketing and /digital-marketing (two route ids in routes.ts).
import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ComingSoonPage } from '@/features/coming-soon/components/coming-soon-page';
import { NotifyMeForm } from '@/features/newsletter/components/notify-me-form';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { comingSoonContent } from '../page-content';
import type { Route } from './+types/coming-soon';

export const loader = () => loadPageAtBuild(comingSoonContent());
export const clientLoader = () => loadPageInBrowser(comingSoonContent());
export const meta: Route.MetaFunction = pageMeta;

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ComingSoonPage
        signupForm={(words) => (
          <NotifyMeForm
            labels={{
              form: words?.formLabel,
              input: words?.emailLabel,
              placeholder: words?.exampleEmail,
              button: words?.buttonLabel,
            }}
          />
        )}
      />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
