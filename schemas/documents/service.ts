// A service the agency sells: its card (home page, /services flip card) and, when it has its
// own page, everything /services/<slug> shows. The "Detail page" tab only matters then.
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { PackageIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import type { ConditionalPropertyCallback } from 'sanity';

import {
  accentColorField,
  serviceIconField,
  stringField,
  stringItem,
  textField,
} from '../lib/fields';
import { exactCountWhen, isEmpty, pageSlug, requiredWhen } from '../lib/rules';
import { imageField } from '../objects/image-with-alt';

const DETAIL = 'while "Has a detail page" is on';
/**
 * Detail fields are hidden while "Has a detail page" is off, unless they still hold content: the
 * Studio validates hidden fields too, so content left behind must stay visible to be fixed or
 * cleared, or it would block publishing with errors the editor cannot see.
 */
export const hiddenWithoutDetailPage: ConditionalPropertyCallback = ({ document, value }) =>
  document?.hasDetailPage !== true && isEmpty(value);

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'card', title: 'Card', default: true },
    { name: 'detail', title: 'Detail page' },
    { name: 'seo', title: 'SEO' },
  ],
  fieldsets: [
    {
      name: 'placement',
      title: 'Where the service appears',
      options: { columns: 2 },
    },
  ],
  fields: [
    defineField({ ...stringField('title', 'Title', 80), group: 'card' }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'card',
      description: 'The service id in the address: /services/<slug>.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom(pageSlug),
    }),
    orderRankField({ type: 'service' }),
    defineField({ ...textField('shortDescription', 'Card description', 200), group: 'card' }),
    serviceIconField({ group: 'card' }),
    accentColorField({ group: 'card' }),
    imageField({
      name: 'image',
      title: 'Image',
      description: 'Shown on the card and in the hero of the detail page.',
      group: ['card', 'detail'],
    }),
    defineField({
      name: 'hasDetailPage',
      title: 'Has a detail page',
      type: 'boolean',
      group: 'card',
      fieldset: 'placement',
      description:
        "On: the service has its own page at /services/<slug> (listed in the sitemap) and its cards link there. Off: its cards show without a link, and the page and its sitemap entry go away, so a button or text link to /services/<slug> leads to a not-found page and a card among the Home page's featured services loses its link. Check those before switching it off.",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'onServicesPage',
      title: 'Shown on /services',
      type: 'boolean',
      group: 'card',
      fieldset: 'placement',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cardFeatures',
      title: 'Card features',
      type: 'array',
      group: 'card',
      description: 'The six offerings listed on the back of the /services flip card.',
      of: [stringItem('Card features', 80)],
      hidden: ({ document, value }) => document?.onServicesPage !== true && !value,
      validation: (rule) =>
        rule
          .unique()
          .custom(exactCountWhen('onServicesPage', 6, 'while "Shown on /services" is on')),
    }),
    defineField({
      name: 'heroDescription',
      title: 'Hero description',
      type: 'text',
      rows: 3,
      group: 'detail',
      hidden: hiddenWithoutDetailPage,
      validation: (rule) => rule.max(400).custom(requiredWhen('hasDetailPage', DETAIL)),
    }),
    defineField({
      name: 'overview',
      title: 'Overview',
      type: 'text',
      rows: 6,
      group: 'detail',
      hidden: hiddenWithoutDetailPage,
      validation: (rule) => rule.max(1500).custom(requiredWhen('hasDetailPage', DETAIL)),
    }),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      group: 'detail',
      hidden: hiddenWithoutDetailPage,
      of: [stringItem('Benefits', 160)],
      validation: (rule) => rule.unique().custom(exactCountWhen('hasDetailPage', 6, DETAIL)),
    }),
    defineField({
      name: 'features',
      title: 'What we offer',
      type: 'array',
      group: 'detail',
      hidden: hiddenWithoutDetailPage,
      of: [defineArrayMember({ type: 'titledItem' })],
      validation: (rule) => rule.custom(exactCountWhen('hasDetailPage', 6, DETAIL)),
    }),
    defineField({
      name: 'process',
      title: 'Process steps',
      type: 'array',
      group: 'detail',
      hidden: hiddenWithoutDetailPage,
      of: [defineArrayMember({ type: 'titledItem', title: 'Step' })],
      validation: (rule) => rule.custom(exactCountWhen('hasDetailPage', 6, DETAIL)),
    }),
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      group: 'detail',
      hidden: hiddenWithoutDetailPage,
      of: [defineArrayMember({ type: 'serviceCaseStudy' })],
      validation: (rule) => rule.custom(exactCountWhen('hasDetailPage', 2, DETAIL)),
    }),
    defineField({
      name: 'faq',
      title: 'FAQ',
      type: 'array',
      group: 'detail',
      hidden: hiddenWithoutDetailPage,
      of: [defineArrayMember({ type: 'faqItem' })],
      validation: (rule) => rule.custom(exactCountWhen('hasDetailPage', 4, DETAIL)),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      hidden: hiddenWithoutDetailPage,
      validation: (rule) => rule.custom(requiredWhen('hasDetailPage', DETAIL)),
    }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: {
      title: 'title',
      slug: 'slug.current',
      hasDetailPage: 'hasDetailPage',
      onServicesPage: 'onServicesPage',
      media: 'image',
    },
    prepare: ({ title, slug, hasDetailPage, onServicesPage, media }) => {
      const placement = [
        hasDetailPage ? 'detail page' : 'card only',
        onServicesPage ? 'on /services' : null,
      ].filter(Boolean);
      return { title, subtitle: `/${slug ?? '…'} · ${placement.join(', ')}`, media };
    },
  },
});
