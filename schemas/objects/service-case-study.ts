// A short success story shown on a service page (two per service), with two to four results.
// Full case studies with their own pages are the separate "Case study" documents.
import { defineField, defineType } from 'sanity';

import { stringField, stringItem, textField } from '../lib/fields';

export const serviceCaseStudy = defineType({
  name: 'serviceCaseStudy',
  title: 'Service case study',
  type: 'object',
  fields: [
    stringField('title', 'Title', 100),
    textField('description', 'Description', 500),
    defineField({
      name: 'results',
      title: 'Results',
      type: 'array',
      of: [stringItem('Results', 120)],
      validation: (rule) => rule.required().min(2).max(4).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', results: 'results' },
    prepare: ({ title, results }: { title?: string; results?: string[] }) => ({
      title,
      subtitle: results?.[0],
    }),
  },
});
