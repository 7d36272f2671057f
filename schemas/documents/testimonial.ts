// A client quote for the home page carousel, which shows three at a time. Only four- and
// five-star ratings are published.
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { DoubleQuoteIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { initialsMedia } from '../../studio/components/preview-media';
import { stringField } from '../lib/fields';
import { TESTIMONIAL_RATINGS } from '../lib/options';
import { notBlank } from '../lib/rules';

/** Straight and curly quotation marks: the site prints its own around the quote. */
const QUOTATION_MARKS = /^["'“”‘’„«»]|["'“”‘’„«»]$/;

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: DoubleQuoteIcon,
  fields: [
    stringField('name', 'Name', 80),
    stringField('role', 'Role and company', 100, 'For example "CTO, Company".'),
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      description: 'Without quotation marks: the site adds them.',
      validation: (rule) => [
        rule.required().min(20).max(500).custom(notBlank('Quote')),
        rule
          .custom<string>(
            (quote) =>
              quote === undefined ||
              !QUOTATION_MARKS.test(quote.trim()) ||
              'The site puts quotation marks around the "Quote" itself: remove the ones at its start or end, or visitors see them twice.',
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      options: { list: [...TESTIMONIAL_RATINGS], layout: 'radio', direction: 'horizontal' },
      validation: (rule) =>
        rule.required().integer().min(4).max(5).error('Ratings are whole stars: 4 or 5.'),
    }),
    orderRankField({ type: 'testimonial' }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'name', role: 'role', rating: 'rating' },
    prepare: ({ title, role, rating }) => ({
      title,
      subtitle: [role, typeof rating === 'number' ? '★'.repeat(rating) : null]
        .filter(Boolean)
        .join(' · '),
      media: initialsMedia(title),
    }),
  },
});
