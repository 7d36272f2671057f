// A client success story: the card on /case-studies (image, category badge, first two
// results) and its own page at /case-studies/<slug>.
import { defineArrayMember, defineField, defineType } from 'sanity';

import { accentColorField, displayOrdering, orderField, serviceIconField } from '../lib/fields';
import { CASE_STUDY_CATEGORIES, toOptions } from '../lib/options';
import { hasText, kebabCaseSlug } from '../lib/rules';
import { imageField } from '../objects/image-with-alt';

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'story', title: 'Story' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'card',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'card',
      description: 'The address of the page: /case-studies/<slug>.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom(kebabCaseSlug),
    }),
    orderField({ group: 'card' }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'card',
      description: 'The filter button on /case-studies that shows this story.',
      options: { list: toOptions(CASE_STUDY_CATEGORIES) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'card',
      description: 'The card clamps this to three lines.',
      validation: (rule) => rule.required().max(400),
    }),
    imageField({ name: 'image', title: 'Image', group: 'card' }),
    defineField({
      name: 'results',
      title: 'Key results',
      type: 'array',
      group: 'card',
      description: 'Three to five results; the card shows the first two.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(120) })],
      validation: (rule) => rule.required().min(3).max(5).unique(),
    }),
    serviceIconField({ group: 'card' }),
    accentColorField({ group: 'card' }),
    defineField({
      name: 'client',
      title: 'Client',
      type: 'string',
      group: 'story',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'duration',
      title: 'Duration',
      type: 'string',
      group: 'story',
      description: 'For example "6 months".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'body',
      title: 'Story',
      type: 'blockContent',
      group: 'story',
      validation: (rule) => rule.required().custom(hasText('Story')),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [displayOrdering],
  preview: {
    select: { title: 'title', subtitle: 'category', media: 'image' },
  },
});
