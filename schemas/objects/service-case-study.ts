// A short success story shown on a service page (two per service), with two to four results.
// Full case studies with their own pages are the separate "Case study" documents.
import { defineArrayMember, defineField, defineType } from 'sanity';

export const serviceCaseStudy = defineType({
  name: 'serviceCaseStudy',
  title: 'Service case study',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: 'results',
      title: 'Results',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(120) })],
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
