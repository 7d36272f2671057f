import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

export const aiAutomationPageQuery = defineQuery(`*[_type == "aiAutomationPage"][0]{
  seo{ title, description, keywords, ogImage },
  hero{ eyebrow, heading, intro },
  carousel[]{ _key, asset, alt, hotspot, crop },
  carouselLabels{ name, pause, play },
  services{ heading, cards[]{ _key, title, description, image, icon, features } },
  benefits{ heading, cards[]{ _key, icon, title, description } },
  banner{ heading, text, primary, secondary }
}`);

export const aiAutomationPageQueryOptions = () =>
  queryOptions({
    queryKey: ['aiAutomationPage'],
    queryFn: () => getSanityClient().fetch(aiAutomationPageQuery),
  });

export const useAiAutomationPage = () => useQuery(aiAutomationPageQueryOptions());
