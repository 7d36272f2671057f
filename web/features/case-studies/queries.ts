import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { slugQueryFreshness } from '@/lib/query-client';
import { getSanityClient } from '@/lib/sanity-client';

// /case-studies: the page copy and every case study's card fields, in the editors' order.
export const caseStudiesPageQuery = defineQuery(`{
  "page": *[_type == "caseStudiesPage"][0]{
    seo{ title, description, keywords, ogImage },
    hero{ eyebrow, heading, intro },
    list{
      heading, filterLabel, allLabel, categories, readMoreLabel, resultsLabel,
      emptyHeading, emptyHint, noneYetHeading, noneYetHint
    },
    impact{ heading, stats[]{ _key, value, label } },
    cta{ heading, text, link }
  },
  "caseStudies": *[_type == "caseStudy" && defined(slug.current)] | order(orderRank asc, _createdAt asc, _id asc){
    _id, title, "slug": slug.current, category, description, image, results
  }
}`);

// /case-studies/:slug: the story, or null for an unknown slug (the page's not-found state, not
// an error), and the labels, call to action and not-found words every story's page shares.
export const caseStudyBySlugQuery = defineQuery(`{
  "caseStudy": *[_type == "caseStudy" && slug.current == $slug][0]{
    _id, title, "slug": slug.current, category, description, image, results, icon, color,
    client, duration, body,
    seo{ title, description, keywords, ogImage }
  },
  "page": *[_type == "caseStudiesPage"][0]{
    detail{ backLabel, categoryLabel, clientLabel, durationLabel, resultsHeading, storyLabel },
    "cta": detailCta{ heading, text, link },
    notFound{ heading, message, linkLabel }
  }
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
