import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { EnquiryForm } from '@/features/contact/components/enquiry-form';
import { HomePage } from '@/features/home/components/home-page';
import { homePageQueryOptions } from '@/features/home/queries';
import { TestimonialCarousel } from '@/features/testimonials/components/testimonial-carousel';
import { testimonialsQueryOptions } from '@/features/testimonials/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/home';

const content = () =>
  pageContent(homePageQueryOptions(), (page) => headFromSeo(page?.seo, 'Home'), [
    testimonialsQueryOptions(),
  ]);

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = pageMeta;

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomePage testimonials={<TestimonialCarousel />} contactForm={<EnquiryForm />} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
