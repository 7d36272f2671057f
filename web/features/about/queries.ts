import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage"][0]{
  seo{ title, description, keywords, ogImage },
  hero{ heading, intro, cta },
  whoWeAre{ heading, body, foundedYear, foundedLabel, experienceYears, experienceLabel },
  mission{ heading, text },
  vision{ heading, text },
  impact{ heading, counters[]{ _key, value, suffix, label }, countries, countriesLabel },
  cta
}`);

export const aboutPageQueryOptions = () =>
  queryOptions({
    queryKey: ['aboutPage'],
    queryFn: () => getSanityClient().fetch(aboutPageQuery),
  });

export const useAboutPage = () => useQuery(aboutPageQueryOptions());
