import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// Everything the shared chrome (header, footer, head defaults) shows on every page, the labels
// screen readers announce, and the enquiry forms' privacy note (Home, /contact, service pages).
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  companyName, blurb, logo, copyright,
  navigation{ links[]{ _key, label, href }, cta{ label, href } },
  footerNav{
    quickLinksHeading, quickLinks[]{ _key, label, href }, contactHeading,
    legalLinks[]{ _key, label, href }
  },
  labels{ skipLink, mainNav, legalNav, openMenu, closeMenu, toLightTheme, toDarkTheme, phone, email },
  seo{ description, ogImage },
  contact{
    generalEmail, generalPhone, servicesEmail, servicesPhone, careersEmail, address,
    postalAddress{ streetAddress, addressLocality, addressRegion, postalCode, addressCountry }
  },
  socials[]{ _key, platform, label, url },
  businessHours[]{ _key, days, hours },
  newsletter{ heading, text, emailLabel, exampleEmail, buttonLabel, note },
  "enquiryNote": formNotes.enquiry
}`);

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['siteSettings'],
    queryFn: () => getSanityClient().fetch(siteSettingsQuery),
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
