// A client success story: the card on /case-studies (image, category badge, first two
// results) and its own page at /case-studies/<slug>.
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { ChartUpwardIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import type { CustomValidator } from 'sanity';

import {
  accentColorField,
  serviceIconField,
  stringField,
  stringItem,
  textField,
} from '../lib/fields';
import { hasText, notBlank, pageSlug, VALIDATION_API_VERSION } from '../lib/rules';
import { imageField } from '../objects/image-with-alt';

/**
 * The category must be one of the filter buttons of the published Case studies page, or the
 * story would show under no button. Skipped when the list cannot be read (no client).
 */
const listedCategory: CustomValidator<string | undefined> = async (category, context) => {
  if (!category) return true;
  let categories: string[] | null;
  try {
    categories = await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .fetch<string[] | null>('*[_id == "caseStudiesPage"][0].list.categories');
  } catch {
    return true;
  }
  if (!categories || categories.includes(category)) return true;
  return `"${category}" is not one of the categories of the Case studies page (${categories.join(', ')}). Add it there first, or pick one of those.`;
};

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  icon: ChartUpwardIcon,
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'story', title: 'Story' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ ...stringField('title', 'Title', 100), group: 'card' }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'card',
      description: 'The address of the page: /case-studies/<slug>.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom(pageSlug),
    }),
    orderRankField({ type: 'caseStudy' }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'card',
      description:
        'The filter button on /case-studies that shows this story: one of the categories listed on the Case studies page, spelt the same.',
      validation: (rule) => rule.required().custom(notBlank('Category')).custom(listedCategory),
    }),
    defineField({
      ...textField('description', 'Description', 400, 'The card clamps this to three lines.'),
      group: 'card',
    }),
    imageField({
      name: 'image',
      title: 'Image',
      group: 'card',
      description:
        "On the card and at the top of the case study's page. Its alternative text is read on the page; on the card the picture is decoration beside the title.",
    }),
    defineField({
      name: 'results',
      title: 'Key results',
      type: 'array',
      group: 'card',
      description: 'Three to five results; the card shows the first two.',
      of: [stringItem('Key results', 120)],
      validation: (rule) => rule.required().min(3).max(5).unique(),
    }),
    serviceIconField({ group: 'card' }),
    accentColorField({ group: 'card' }),
    defineField({ ...stringField('client', 'Client', 80), group: 'story' }),
    defineField({
      ...stringField('duration', 'Duration', 40, 'For example "6 months".'),
      group: 'story',
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
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title', subtitle: 'category', media: 'image' },
  },
});
