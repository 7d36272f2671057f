// Head tags of /services/:serviceId. An unknown id renders the not-found state, whose page is
// titled as such and kept out of search results. Shares use the service's own picture.
import type { ServiceDetailQueryResult, ServiceNotFoundQueryResult } from '@/lib/sanity.types';
import { headFromSeo, shareImage, type PageHead } from '@/lib/seo';

export function serviceDetailHead(
  service: ServiceDetailQueryResult,
  notFound?: ServiceNotFoundQueryResult,
): PageHead {
  if (!service) {
    const heading = notFound?.heading ?? '';
    return {
      title: heading,
      description: notFound?.message ?? '',
      keywords: heading ? [heading.toLowerCase()] : [],
      noindex: true,
      notFound: true,
    };
  }
  return headFromSeo(service.seo, service.title ?? 'Service', {
    ...shareImage(service.seo?.ogImage, service.image),
  });
}
