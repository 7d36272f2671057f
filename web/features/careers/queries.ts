import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// /careers in one request: the page copy, the openings in display order, the careers e-mail and
// /apply's positions (an opening that is one of them links the form with it chosen).
// An opening whose closing day (validThrough) has passed is left out; the day is compared with
// today in UTC, so an opening stays through its whole closing day.
export const careersPageQuery = defineQuery(`{
  "page": *[_type == "careersPage"][0]{
    seo{ title, description, keywords, ogImage },
    hero{ eyebrow, heading, intro, ctaLabel },
    benefitsHeading,
    benefits[]{ _key, title, description, icon },
    positions{ heading, intro, noOpenings },
    jobCard{
      applyLabel, applyLinkName, applyBy, requirementsHeading,
      departmentLabel, locationLabel, employmentTypeLabel, salaryLabel
    },
    resume{ heading, text, addressPrefix },
    culture{ heading, values[]{ _key, title, description } },
    process{ heading, steps[]{ _key, title, description } }
  },
  "openings": *[
    _type == "jobOpening" && defined(slug.current)
    && (!defined(validThrough) || validThrough >= string::split(string(now()), "T")[0])
  ] | order(orderRank asc, _createdAt asc, _id asc){
    _id, title, "slug": slug.current, department, location, employmentType,
    salaryMin, salaryMax, description, requirements, datePosted, validThrough
  },
  "applyPositions": *[_type == "applyPage"][0].position.positions,
  "careersEmail": *[_type == "siteSettings"][0].contact.careersEmail,
  "company": *[_type == "siteSettings"][0]{
    companyName, logo,
    "address": contact.address,
    "postalAddress": contact.postalAddress{
      streetAddress, addressLocality, addressRegion, postalCode, addressCountry
    }
  }
}`);

export const applyPageQuery = defineQuery(`{
  "page": *[_type == "applyPage"][0]{
    seo{ title, description, keywords, ogImage },
    eyebrow, heading, intro,
    personal{ heading, firstNameLabel, lastNameLabel, emailLabel, phoneLabel },
    position{
      heading, positionLabel, positions,
      portfolioLabel, portfolioExample, linkedinLabel, linkedinExample
    },
    documents{ heading, resumeLabel, resumeHint, coverLetterLabel },
    actions{ formName, submitLabel, backLabel }
  },
  "careersEmail": *[_type == "siteSettings"][0].contact.careersEmail,
  "privacyNote": *[_type == "siteSettings"][0].formNotes.application
}`);

// /admin is the career admin panel: only its heading and
// head tags come from the CMS.
export const adminPageQuery = defineQuery(`*[_type == "adminPage"][0]{
  seo{ title, description, keywords, ogImage },
  heading
}`);

export const careersPageQueryOptions = () =>
  queryOptions({
    queryKey: ['careersPage'],
    queryFn: () => getSanityClient().fetch(careersPageQuery),
  });

export const applyPageQueryOptions = () =>
  queryOptions({
    queryKey: ['applyPage'],
    queryFn: () => getSanityClient().fetch(applyPageQuery),
  });

export const adminPageQueryOptions = () =>
  queryOptions({
    queryKey: ['adminPage'],
    queryFn: () => getSanityClient().fetch(adminPageQuery),
  });

export const useCareersPage = () => useQuery(careersPageQueryOptions());
export const useApplyPage = () => useQuery(applyPageQueryOptions());
export const useAdminPage = () => useQuery(adminPageQueryOptions());
