import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
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

// A form cannot show without its labels: on a page whose loader has not read them yet, the page
// waits for them (suspends) rather than show a form with empty labels.
export const useEnquiryForms = () => useSuspenseQuery(enquiryFormsQueryOptions());
