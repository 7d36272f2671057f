import { JsonLd } from '@/components/ui/json-ld';
import { hasImage, urlForImage } from '@/lib/image';
import { organizationJsonLd } from '@/lib/json-ld';

import { useSiteSettings } from '../queries';

/**
 * The logo as search engines ask for it: a raster image. The CMS logo is a small SVG, so the URL
 * asks the image pipeline for a 512 px PNG (`fm=png`); `auto=format` is dropped, as it would let
 * the CDN answer with another format, SVG for an SVG.
 */
const logoPngUrl = (logo: Parameters<typeof urlForImage>[0]) =>
  urlForImage(logo).withOptions({ auto: undefined }).width(512).format('png').url();

/** The agency as a schema.org Organization, on every page: contact points and profiles. */
export function OrganizationJsonLd() {
  const { data } = useSiteSettings();
  if (!data) return null;
  const logoUrl = hasImage(data.logo) ? logoPngUrl(data.logo) : null;
  return <JsonLd data={organizationJsonLd({ ...data, logoUrl })} />;
}
