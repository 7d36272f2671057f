import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{
  seo{ title, description, keywords, ogImage },
  hero{ headline, rotatingServices, intro, primaryCta, secondaryCta, stats[]{ _key, value, label } },
  servicesSection{
    heading, intro, customCta,
    services[]->{ _id, title, "slug": slug.current, hasDetailPage, shortDescription, icon, color, image }
  },
  whyChoose{ heading, intro, cards[]{ _key, title, description, stat, prefix, suffix, statText } },
  solutions{ heading, intro, cards[]{ _key, title, description, href, image, features } },
  testimonials{ heading, intro },
  parentCompany{ heading, name, description, url, ctaLabel },
  marketing{ heading, intro, cards[]{ _key, title, description, url, ctaLabel } },
  contact{ heading, intro }
}`);

export const homePageQueryOptions = () =>
  queryOptions({
    queryKey: ['homePage'],
    queryFn: () => getSanityClient().fetch(homePageQuery),
  });

export const useHomePage = () => useQuery(homePageQueryOptions());
