// Head tags of /services/:serviceId. An unknown id renders the not-found state, whose page is
// titled as such and kept out of search results. Shares use the service's own picture.
import { urlForImage } from '@/lib/image';
import type { ServiceDetailQueryResult } from '@/lib/sanity.types';
import { headFromSeo, type PageHead } from '@/lib/seo';

import { serviceNotFoundCopy } from './service-detail-copy';

const OG_IMAGE_WIDTH = 1200;

export function serviceDetailHead(service: ServiceDetailQueryResult): PageHead {
  if (!service) {
    return {
      title: serviceNotFoundCopy.heading,
      description: serviceNotFoundCopy.message,
      noindex: true,
    };
  }
  const shareImage = service.seo?.ogImage?.asset ? service.seo.ogImage : service.image;
  return headFromSeo(service.seo, service.title ?? 'Service', {
    image: shareImage?.asset ? urlForImage(shareImage).width(OG_IMAGE_WIDTH).url() : null,
  });
}
