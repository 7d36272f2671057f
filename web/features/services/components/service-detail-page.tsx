// /services/:serviceId: the nine blocks in order, or the
// not-found state when the CMS has no service page with that id.
import type { ReactNode } from 'react';

import { ContentPending } from '@/components/layout/content-pending';
import { JsonLd } from '@/components/ui/json-ld';
import { contentOrThrow } from '@/lib/page-query';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/json-ld';
import { paths } from '@/lib/paths';

import { useServiceDetail } from '../queries';
import { ServiceCaseStudies } from './service-case-studies';
import { ServiceConsultation } from './service-consultation';
import { ServiceDetailHero } from './service-detail-hero';
import { ServiceFaq } from './service-faq';
import { ServiceNotFound } from './service-not-found';
import { ServiceOfferings } from './service-offerings';
import { ServiceOverview } from './service-overview';
import { ServiceProcess } from './service-process';

interface ServiceDetailPageProps {
  serviceId: string;
  /** The consultation form, made by the route for this service's title. */
  consultationForm: (serviceTitle: string) => ReactNode;
}

export function ServiceDetailPage({ serviceId, consultationForm }: ServiceDetailPageProps) {
  const service = contentOrThrow(useServiceDetail(serviceId));
  if (service === undefined) return <ContentPending />;
  if (!service) return <ServiceNotFound />;

  return (
    <>
      <JsonLd
        data={[
          faqPageJsonLd(service.faq ?? []),
          breadcrumbJsonLd([
            { name: 'Home', path: paths.home },
            { name: 'Services', path: paths.services },
            { name: service.title ?? '', path: paths.service(serviceId) },
          ]),
        ]}
      />
      <ServiceDetailHero service={service} />
      <ServiceOverview service={service} />
      <ServiceOfferings heading={service.labels?.offeringsHeading} features={service.features} />
      <ServiceProcess labels={service.labels} steps={service.process} />
      <ServiceCaseStudies labels={service.labels} caseStudies={service.caseStudies} />
      <ServiceFaq heading={service.labels?.faqHeading} faq={service.faq} />
      <ServiceConsultation service={service} form={consultationForm(service.title ?? '')} />
    </>
  );
}
