import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

export const blockchainPageQuery = defineQuery(`*[_type == "blockchainPage"][0]{
  seo{ title, description, keywords, ogImage },
  hero{ eyebrow, heading, intro },
  carousel[]{ _key, asset, alt, hotspot, crop },
  carouselLabels{ name, pause, play },
  services{ heading, cards[]{ _key, title, description, image, icon, features } },
  technologies{ heading, note, cards[]{ _key, name, logo, description } },
  banner{ heading, text, primary, secondary }
}`);

export const blockchainPageQueryOptions = () =>
  queryOptions({
    queryKey: ['blockchainPage'],
    queryFn: () => getSanityClient().fetch(blockchainPageQuery),
  });

export const useBlockchainPage = () => useQuery(blockchainPageQueryOptions());
