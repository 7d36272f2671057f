import { JsonLd } from '@/components/ui/json-ld';
import { hasImage, logoPngUrl } from '@/lib/image';
import { organizationJsonLd } from '@/lib/json-ld';

import { useSiteSettings } from '../queries';

/** The agency as a schema.org Organization, on every page: contact points and profiles. */
export function OrganizationJsonLd() {
  const { data } = useSiteSettings();
  if (!data) return null;
  const logoUrl = hasImage(data.logo) ? logoPngUrl(data.logo) : null;
  return <JsonLd data={organizationJsonLd({ ...data, logoUrl })} />;
}
