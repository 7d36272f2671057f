import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// The Studio refuses to publish the home page with a featured service that is not published, but
// content written through the API can still hold such a reference (or a weak one): it cannot be
// followed, so the filter leaves it out instead of handing the cards a null.
export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{
  seo{ title, description, keywords, ogImage },
  hero{
    headline, rotatingServices, rotatingLabel, pauseLabel, playLabel, intro, primaryCta,
    secondaryCta, stats[]{ _key, value, label }
  },
  servicesSection{
    heading, intro, cardLinkLabel, allServicesCta, customCta,
    "services": services[defined(@->slug.current)]->{
      _id, title, "slug": slug.current, hasDetailPage, shortDescription, icon, color, image
    }
  },
  whyChoose{ heading, intro, cards[]{ _key, title, description, stat, prefix, suffix, statText } },
  solutions{
    heading, intro, cardLinkLabel, cards[]{ _key, title, description, href, image, features }
  },
  testimonials{
    heading, intro, carouselLabel, previousLabel, nextLabel, dotLabel, ratingLabel
  },
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
