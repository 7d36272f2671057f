import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// The privacy policy and the terms of service, each a legalPage with a fixed slug.
export const legalPageQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  title, "slug": slug.current, lastUpdated, intro, body,
  labels{ lastUpdatedLabel, contentsHeading },
  questions{ heading, linkLabel, text },
  seo{ title, description, keywords, ogImage }
}`);

export type LegalPageSlug = 'privacy-policy' | 'terms-of-service';

export const legalPageQueryOptions = (slug: LegalPageSlug) =>
  queryOptions({
    queryKey: ['legalPage', slug],
    queryFn: () => getSanityClient().fetch(legalPageQuery, { slug }),
  });

export const useLegalPage = (slug: LegalPageSlug) => useQuery(legalPageQueryOptions(slug));
