// Head tags of /services/:serviceId. An unknown id renders the not-found state, whose page is
// titled as such and kept out of search results. Shares use the service's own picture.
import type { ServiceDetailQueryResult } from '@/lib/sanity.types';
import { headFromSeo, shareImage, type PageHead } from '@/lib/seo';

import { serviceNotFoundCopy } from './service-detail-copy';

export function serviceDetailHead(service: ServiceDetailQueryResult): PageHead {
  if (!service) {
    return {
      title: serviceNotFoundCopy.heading,
      description: serviceNotFoundCopy.message,
      keywords: [serviceNotFoundCopy.heading.toLowerCase()],
      noindex: true,
      notFound: true,
    };
  }
  return headFromSeo(service.seo, service.title ?? 'Service', {
    ...shareImage(service.seo?.ogImage, service.image),
  });
}
