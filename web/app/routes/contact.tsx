import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { EnquiryForm } from '@/features/contact/components/enquiry-form';
import { ContactPage } from '@/features/contact-info/components/contact-page';
import { contactPageQueryOptions } from '@/features/contact-info/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/contact';

const content = () =>
  pageContent(contactPageQueryOptions(), (data) => headFromSeo(data?.page?.seo, 'Contact Us'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = pageMeta;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ContactPage form={<EnquiryForm />} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
