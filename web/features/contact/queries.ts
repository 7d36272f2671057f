import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';

import { getSanityClient } from '@/lib/sanity-client';

// The words of both enquiry forms, edited on the Contact page. Every page that shows a form
// loads this with its own content, and the forms read it from the cache.
export const enquiryFormsQuery = defineQuery(`*[_type == "contactPage"][0]{
  enquiryForm{
    formName, fullNameLabel, emailLabel, companyLabel, serviceLabel, serviceEmptyChoice,
    serviceChoices, projectDetailsLabel, submitLabel
  },
  consultationForm{ formName, fullNameLabel, emailLabel, companyLabel, messageLabel, submitLabel }
}`);

export const enquiryFormsQueryOptions = () =>
  queryOptions({
    queryKey: ['enquiryForms'],
    queryFn: () => getSanityClient().fetch(enquiryFormsQuery),
  });

export const useEnquiryForms = () => useQuery(enquiryFormsQueryOptions());
