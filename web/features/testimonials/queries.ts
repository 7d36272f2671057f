import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// All twelve client testimonials, in the editors' order (the carousel shows three at a time).
export const testimonialsQuery = defineQuery(
  `*[_type == "testimonial"] | order(orderRank asc, _createdAt asc, _id asc){ _id, name, role, quote, rating }`,
);

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonial'],
    queryFn: () => getSanityClient().fetch(testimonialsQuery),
  });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
