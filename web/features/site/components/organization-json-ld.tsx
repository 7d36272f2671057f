import { hasImage, logoPngUrl } from '@/lib/image';
import { organizationJsonLd, serializeJsonLd } from '@/lib/json-ld';

import { useSiteSettings } from '../queries';

type SiteSettings = NonNullable<ReturnType<typeof useSiteSettings>['data']>;

// Only the build writes it: the browser bundle then carries none of this code.
function writtenAtBuild(settings: SiteSettings): string {
  if (!import.meta.env.SSR) return '';
  const logoUrl = hasImage(settings.logo) ? logoPngUrl(settings.logo) : null;
  return serializeJsonLd(organizationJsonLd({ ...settings, logoUrl }));
}

/**
 * The agency as a schema.org Organization, on every page: contact points and profiles. Search
 * engines read it in the pre-rendered page, whose text the browser keeps after hydration.
 */
export function OrganizationJsonLd() {
  const { data } = useSiteSettings();
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: writtenAtBuild(data) }}
      suppressHydrationWarning
    />
  );
}
