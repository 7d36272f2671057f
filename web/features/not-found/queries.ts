import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

export const notFoundPageQuery = defineQuery(`*[_type == "notFoundPage"][0]{
  seo{ title, description, keywords, ogImage },
  code, heading, message, backLink
}`);

export const notFoundPageQueryOptions = () =>
  queryOptions({
    queryKey: ['notFoundPage'],
    queryFn: () => getSanityClient().fetch(notFoundPageQuery),
  });

export const useNotFoundPage = () => useQuery(notFoundPageQueryOptions());
