import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { slugQueryFreshness } from '@/lib/query-client';
import { getSanityClient } from '@/lib/sanity-client';

// /case-studies: the page copy and every case study's card fields, in the editors' order.
export const caseStudiesPageQuery = defineQuery(`{
  "page": *[_type == "caseStudiesPage"][0]{
    seo{ title, description, keywords, ogImage },
    hero{ heading, intro },
    impact{ heading, stats[]{ _key, value, label } },
    cta{ heading, text, link }
  },
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)] | order(orderRank asc, _createdAt asc, _id asc){
    _id, title, "slug": slug.current, category, description, image, results
  }
}`);

// /case-studies/:slug. An unknown slug yields null: the page's not-found state, not an error.
export const caseStudyBySlugQuery =
  defineQuery(`*[_type == "caseStudy" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, category, description, image, results, icon, color,
  client, duration, body,
  seo{ title, description, keywords, ogImage },
  "cta": *[_type == "caseStudiesPage"][0].detailCta{ heading, text, link }
}`);

export const caseStudiesPageQueryOptions = () =>
  queryOptions({
    queryKey: ['caseStudiesPage'],
    queryFn: () => getSanityClient().fetch(caseStudiesPageQuery),
  });

// Keyed by slug, so each story caches on its own.
export const caseStudyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['caseStudy', slug],
    queryFn: () => getSanityClient().fetch(caseStudyBySlugQuery, { slug }),
    ...slugQueryFreshness(slug),
  });

export const useCaseStudiesPage = () => useQuery(caseStudiesPageQueryOptions());
export const useCaseStudy = (slug: string) => useQuery(caseStudyQueryOptions(slug));
