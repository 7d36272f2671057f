import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// The contact page's copy plus the contact details it shows. Addresses, phones, socials and
// hours are edited once in siteSettings, so they are read from there in the same request.
export const contactPageQuery = defineQuery(`{
  "page": *[_type == "contactPage"][0]{
    seo{ title, description, keywords, ogImage },
    hero{ eyebrow, heading, intro },
    form{ heading, intro },
    details{ heading, emailLabel, phoneLabel, addressLabel },
    socials{ heading },
    office{ heading, text, hoursHeading },
    findUs{ heading, text, mapLinkLabel }
  },
  "settings": *[_type == "siteSettings"][0]{
    contact{ generalEmail, generalPhone, address },
    socials[]{ _key, platform, label, url },
    businessHours[]{ _key, days, hours }
  }
}`);

// The chat assistant is one more way of getting in touch; its full page's copy lives here.
export const chatPageQuery = defineQuery(`*[_type == "chatPage"][0]{
  seo{ title, description, keywords, ogImage },
  heading, intro
}`);

export const contactPageQueryOptions = () =>
  queryOptions({
    queryKey: ['contactPage'],
    queryFn: () => getSanityClient().fetch(contactPageQuery),
  });

export const chatPageQueryOptions = () =>
  queryOptions({
    queryKey: ['chatPage'],
    queryFn: () => getSanityClient().fetch(chatPageQuery),
  });

export const useContactPage = () => useQuery(contactPageQueryOptions());
export const useChatPage = () => useQuery(chatPageQueryOptions());
