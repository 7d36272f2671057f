import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

export const comingSoonPageQuery = defineQuery(`*[_type == "comingSoonPage"][0]{
  seo{ title, description, keywords, ogImage },
  heading, text, note, backLink,
  signup{ formLabel, emailLabel, exampleEmail, buttonLabel }
}`);

export const comingSoonPageQueryOptions = () =>
  queryOptions({
    queryKey: ['comingSoonPage'],
    queryFn: () => getSanityClient().fetch(comingSoonPageQuery),
  });

export const useComingSoonPage = () => useQuery(comingSoonPageQueryOptions());
