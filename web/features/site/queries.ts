import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// Everything the shared chrome (header, footer, head defaults) shows on every page, and the
// enquiry forms' privacy note (those forms show on Home, /contact and every service page).
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  companyName, blurb, logo, copyright,
  seo{ description, ogImage },
  contact{
    generalEmail, generalPhone, servicesEmail, servicesPhone, careersEmail, address,
    postalAddress{ streetAddress, addressLocality, addressRegion, postalCode, addressCountry }
  },
  socials[]{ _key, platform, label, url },
  businessHours[]{ _key, days, hours },
  newsletter{ heading, text, note },
  "enquiryNote": formNotes.enquiry
}`);

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['siteSettings'],
    queryFn: () => getSanityClient().fetch(siteSettingsQuery),
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
