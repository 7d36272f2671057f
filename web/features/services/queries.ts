import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { slugQueryFreshness } from '@/lib/query-client';
import { getSanityClient } from '@/lib/sanity-client';

// /services: the page copy and the nine flip cards (onServicesPage), in the editors' order.
export const servicesPageQuery = defineQuery(`{
  "page": *[_type == "servicesPage"][0]{
    seo{ title, description, keywords, ogImage },
    hero{ eyebrow, heading, intro, cta },
    grid{ heading, hint, cardLinkLabel, cardLinkName, flipLabel, emptyText, emptyLink },
    customBanner{ heading, text, cta }
  },
  "services": *[_type == "service" && onServicesPage == true && defined(slug.current)] | order(orderRank asc, _createdAt asc, _id asc){
    _id, title, "slug": slug.current, shortDescription, icon, color, image, hasDetailPage, cardFeatures
  }
}`);

// /services/:serviceId. Only services with their own page match, so an unknown or data-only id
// yields null (the page's not-found state) instead of an error. The words every service page
// shares and the consultation block's contact details come along, so the page stays one request.
export const serviceDetailQuery = defineQuery(`*[
  _type == "service" && slug.current == $serviceId && hasDetailPage == true
][0]{
  _id, title, "slug": slug.current, icon, color, image, heroDescription, overview, benefits,
  features[]{ _key, title, description },
  process[]{ _key, title, description },
  caseStudies[]{ _key, title, description, results },
  faq[]{ _key, question, answer },
  seo{ title, description, keywords, ogImage },
  "contact": *[_type == "siteSettings"][0].contact{ servicesEmail, servicesPhone },
  "consultation": *[_type == "servicesPage"][0].detailConsultation{ heading, text },
  "labels": *[_type == "servicesPage"][0].detailLabels{
    breadcrumbLabel, breadcrumbServices, getStarted, overviewHeading, benefitsHeading,
    offeringsHeading, processHeading, stepLabel, caseStudiesHeading, resultsHeading,
    caseStudiesLink, faqHeading, emailLabel, phoneLabel
  }
}`);

// What /services/<unknown id> says; read with every service page, as any may turn out unknown.
export const serviceNotFoundQuery = defineQuery(`*[_type == "servicesPage"][0].detailNotFound{
  heading, message, backLink
}`);

export const servicesPageQueryOptions = () =>
  queryOptions({
    queryKey: ['servicesPage'],
    queryFn: () => getSanityClient().fetch(servicesPageQuery),
  });

// Keyed by the id, so each service page caches on its own.
export const serviceDetailQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: ['service', serviceId],
    queryFn: () => getSanityClient().fetch(serviceDetailQuery, { serviceId }),
    ...slugQueryFreshness(serviceId),
  });

export const serviceNotFoundQueryOptions = () =>
  queryOptions({
    queryKey: ['serviceNotFound'],
    queryFn: () => getSanityClient().fetch(serviceNotFoundQuery),
  });

export const useServicesPage = () => useQuery(servicesPageQueryOptions());
export const useServiceDetail = (serviceId: string) =>
  useQuery(serviceDetailQueryOptions(serviceId));
export const useServiceNotFound = () => useQuery(serviceNotFoundQueryOptions());
