// An open position on /careers ("Open Positions"), each with an "Apply Now" link. Salaries
// are in rupees per annum, as the careers page prints them.
import { defineArrayMember, defineField, defineType } from 'sanity';

import { displayOrdering, orderField } from '../lib/fields';
import { EMPLOYMENT_TYPES, JOB_LOCATIONS, toOptions } from '../lib/options';
import { kebabCaseSlug, notBeforeSiblingDate, notBelowSibling, notInFuture } from '../lib/rules';

export const jobOpening = defineType({
  name: 'jobOpening',
  title: 'Job opening',
  type: 'document',
  fieldsets: [{ name: 'salary', title: 'Salary (₹ per annum)', options: { columns: 2 } }],
  fields: [
    defineField({
      name: 'title',
      title: 'Job title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description:
        'Identifies the opening: an opening without one is not listed. Not shown on the page.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom(kebabCaseSlug),
    }),
    orderField(),
    defineField({
      name: 'department',
      title: 'Department',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      options: { list: toOptions(JOB_LOCATIONS), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      options: { list: toOptions(EMPLOYMENT_TYPES) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'salaryMin',
      title: 'From',
      type: 'number',
      fieldset: 'salary',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'salaryMax',
      title: 'To',
      type: 'number',
      fieldset: 'salary',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .positive()
          .custom(notBelowSibling('salaryMin', 'starting salary')),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(800),
    }),
    defineField({
      name: 'requirements',
      title: 'Requirements',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(160) })],
      validation: (rule) => rule.required().min(1).max(10).unique(),
    }),
    defineField({
      name: 'datePosted',
      title: 'Date posted',
      type: 'date',
      description: 'Not shown on the page: search engines read it from the job posting data.',
      options: { dateFormat: 'MMMM D, YYYY' },
      validation: (rule) => rule.required().min('2024-01-01').custom(notInFuture),
    }),
    defineField({
      name: 'validThrough',
      title: 'Applications close',
      type: 'date',
      description:
        'Optional: the last day to apply, shown on the opening. From the day after, the opening leaves /careers and search results. Leave empty for an opening that stays until you remove it.',
      options: { dateFormat: 'MMMM D, YYYY' },
      validation: (rule) => rule.custom(notBeforeSiblingDate('datePosted', 'date posted')),
    }),
  ],
  orderings: [displayOrdering],
  preview: {
    select: { title: 'title', department: 'department', location: 'location' },
    prepare: ({ title, department, location }) => ({
      title,
      subtitle: [department, location].filter(Boolean).join(' · '),
    }),
  },
});
