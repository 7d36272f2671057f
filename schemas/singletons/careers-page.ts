// The copy of /careers: benefits and their heading, culture values and the hiring steps. The open positions
// listed under "Open Positions" are the Job opening documents.
import { CaseIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  headingField,
  sectionField,
  seoField,
  simpleHeroSection,
  stringField,
  textField,
} from '../lib/fields';

export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: CaseIcon,
  fields: [
    simpleHeroSection([
      stringField('ctaLabel', 'Button label', 60, 'The button scrolls to the open positions.'),
    ]),
    stringField('benefitsHeading', 'Benefits heading', 60, 'Above the benefit cards.'),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      of: [defineArrayMember({ type: 'iconCard', title: 'Benefit' })],
      validation: (rule) => rule.required().length(6),
    }),
    sectionField('positions', 'Open positions', [headingField(), textField('intro', 'Intro', 400)]),
    sectionField('resume', '"Send Us Your Resume"', [
      headingField(),
      textField('text', 'Text', 400, 'The link goes to the careers e-mail from Site settings.'),
    ]),
    sectionField('culture', 'Culture', [
      headingField(),
      defineField({
        name: 'values',
        title: 'Values',
        type: 'array',
        of: [defineArrayMember({ type: 'titledItem', title: 'Value' })],
        validation: (rule) => rule.required().length(3),
      }),
    ]),
    sectionField('process', 'Application process', [
      headingField(),
      defineField({
        name: 'steps',
        title: 'Steps',
        type: 'array',
        of: [defineArrayMember({ type: 'titledItem', title: 'Step' })],
        validation: (rule) => rule.required().length(5),
      }),
    ]),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Careers page', subtitle }),
  },
});
