import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { EnquiryForm } from '@/features/contact/components/enquiry-form';
import { ContactPage } from '@/features/contact-info/components/contact-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { contactContent } from '../page-content';
import type { Route } from './+types/contact';

export const loader = () => loadPageAtBuild(contactContent());
export const clientLoader = () => loadPageInBrowser(contactContent());
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
