import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { EnquiryForm } from '@/features/contact/components/enquiry-form';
import { HomePage } from '@/features/home/components/home-page';
import { TestimonialCarousel } from '@/features/testimonials/components/testimonial-carousel';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { homeContent } from '../page-content';
import type { Route } from './+types/home';

export const loader = () => loadPageAtBuild(homeContent());
export const clientLoader = () => loadPageInBrowser(homeContent());
export const meta: Route.MetaFunction = pageMeta;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomePage
        testimonials={(labels) => <TestimonialCarousel labels={labels ?? undefined} />}
        contactForm={<EnquiryForm />}
      />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
