// The words around the /case-studies grid (hero, filter, "Our Impact By Numbers", the closing
// call to action) and those every story's own page shares: its labels, its call to action and
// what a missing story shows. The stories themselves are the Case study documents.
import { ProjectsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  choiceListField,
  headingField,
  linkField,
  sectionField,
  seoField,
  simpleHeroSection,
  textField,
  labelField,
} from '../lib/fields';

export const caseStudiesPage = defineType({
  name: 'caseStudiesPage',
  title: 'Case studies page',
  type: 'document',
  icon: ProjectsIcon,
  groups: [
    { name: 'page', title: 'List page', default: true },
    { name: 'story', title: 'Case study pages' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      ...simpleHeroSection([labelField('eyebrow', 'Eyebrow', 'The small word above the heading.')]),
      group: 'page',
    }),
    defineField({
      ...sectionField('list', 'Cards and filter', [
        labelField('heading', 'Heading', 'Read by screen readers above the filter and cards.'),
        labelField('filterLabel', 'Filter name', 'Read by screen readers for the filter buttons.'),
        labelField('allLabel', '"All" button label', 'The first button, which shows every story.'),
        choiceListField(
          'categories',
          'Categories',
          'The filter buttons after "All", in this order. Each case study picks one of them.',
        ),
        labelField('readMoreLabel', 'Card link label'),
        labelField(
          'resultsLabel',
          'Card results name',
          'Read by screen readers for the two results.',
        ),
        labelField('emptyHeading', 'Heading when a category has no stories'),
        textField('emptyHint', 'Hint when a category has no stories', 200),
        labelField('noneYetHeading', 'Heading when there are no stories at all'),
        textField('noneYetHint', 'Hint when there are no stories at all', 200),
      ]),
      group: 'page',
    }),
    defineField({
      ...sectionField('impact', 'Impact by numbers', [
        headingField(),
        defineField({
          name: 'stats',
          title: 'Figures',
          type: 'array',
          of: [defineArrayMember({ type: 'stat' })],
          validation: (rule) => rule.required().length(4),
        }),
      ]),
      group: 'page',
    }),
    defineField({
      ...sectionField('cta', 'Call to action', [
        headingField(),
        textField('text', 'Text', 400),
        linkField('link', 'Button'),
      ]),
      group: 'page',
    }),
    defineField({
      ...sectionField('detail', 'Labels on every case study', [
        labelField('backLabel', 'Back link label', 'The links back to /case-studies.'),
        labelField(
          'categoryLabel',
          'Category label',
          'Read by screen readers before the category.',
        ),
        labelField('clientLabel', 'Client label'),
        labelField('durationLabel', 'Duration label'),
        labelField('resultsHeading', 'Results heading'),
        labelField('storyLabel', 'Story name', 'Read by screen readers for the story.'),
      ]),
      group: 'story',
    }),
    defineField({
      ...sectionField('detailCta', 'Call to action on every case study', [
        headingField(),
        textField('text', 'Text', 400),
        linkField('link', 'Button'),
      ]),
      group: 'story',
    }),
    defineField({
      ...sectionField('notFound', 'Address with no case study', [
        headingField(),
        textField('message', 'Message', 200),
        labelField('linkLabel', 'Link label', 'The link to /case-studies.'),
      ]),
      group: 'story',
    }),
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Case studies page', subtitle }),
  },
});
