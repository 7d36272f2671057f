import { hasImage, logoPngUrl } from '@/lib/image';
import { organizationJsonLd, serializeJsonLd } from '@/lib/json-ld';

import { useSiteSettings } from '../queries';

/**
 * The agency as a schema.org Organization, on every page: contact points and profiles. Written
 * into the pre-rendered pages only, where search engines read it; the browser keeps that text, so
 * the site's bundle carries none of the code that writes it.
 */
function writtenAtBuild(data: NonNullable<ReturnType<typeof useSiteSettings>['data']>): string {
  if (!import.meta.env.SSR) return '';
  return serializeJsonLd(
    organizationJsonLd({ ...data, logoUrl: hasImage(data.logo) ? logoPngUrl(data.logo) : null }),
  );
}

export function OrganizationJsonLd() {
  const { data } = useSiteSettings();
  if (!data) return null;
  const json = writtenAtBuild(data);
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: json }}
      suppressHydrationWarning
    />
  );
}
