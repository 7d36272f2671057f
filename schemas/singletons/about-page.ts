// The copy of /about: who the company is, its mission and vision, and the impact counters.
// The counters animate from zero to the figures entered here.
import { UsersIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  headingField,
  linkField,
  sectionField,
  seoField,
  stringField,
  textField,
} from '../lib/fields';
import { notBlank } from '../lib/rules';

const currentYear = new Date().getFullYear();

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: UsersIcon,
  fields: [
    sectionField('hero', 'Hero', [
      headingField(),
      textField('intro', 'Intro', 400),
      linkField('cta', 'Button'),
    ]),
    sectionField('whoWeAre', 'Who we are', [
      headingField(),
      defineField({
        name: 'body',
        title: 'Paragraphs',
        type: 'array',
        of: [
          defineArrayMember({
            type: 'text',
            rows: 4,
            validation: (rule) => rule.required().custom(notBlank('Paragraphs')),
          }),
        ],
        validation: (rule) => rule.required().min(1).max(6).unique(),
      }),
      defineField({
        name: 'foundedYear',
        title: 'Founded in',
        type: 'number',
        validation: (rule) => rule.required().integer().min(1900).max(currentYear),
      }),
      stringField('foundedLabel', '"Founded in" caption', 60),
      defineField({
        name: 'experienceYears',
        title: 'Years of team experience',
        type: 'number',
        validation: (rule) => rule.required().integer().min(0).max(100),
      }),
      stringField('experienceLabel', '"Years of team experience" caption', 60),
    ]),
    sectionField('mission', 'Mission', [headingField(), textField('text', 'Text', 800)]),
    sectionField('vision', 'Vision', [headingField(), textField('text', 'Text', 800)]),
    sectionField('impact', 'Impact counters', [
      headingField(),
      defineField({
        name: 'counters',
        title: 'Counters',
        type: 'array',
        of: [
          defineArrayMember({
            name: 'counter',
            title: 'Counter',
            type: 'object',
            fields: [
              defineField({
                name: 'value',
                title: 'Target figure',
                type: 'number',
                description:
                  'The whole number the counter counts up to, one step every 30 ms. Write big figures short and put the unit in the suffix: 1 with "M+" shows 1M+.',
                validation: (rule) => [
                  rule.required().integer().min(0),
                  rule
                    .max(999)
                    .warning(
                      'Counts this long read better short: 1 with the suffix "M+" shows 1M+.',
                    ),
                ],
              }),
              defineField({
                name: 'suffix',
                title: 'Suffix',
                type: 'string',
                description: 'Printed after the figure, for example "+" or "M+".',
                validation: (rule) => rule.max(12),
              }),
              stringField('label', 'Label', 60),
            ],
            preview: {
              select: { value: 'value', suffix: 'suffix', label: 'label' },
              prepare: ({ value, suffix, label }) => ({
                title: `${value ?? ''}${suffix ?? ''}`,
                subtitle: label,
              }),
            },
          }),
        ],
        validation: (rule) => rule.required().length(3),
      }),
      stringField('countries', 'Countries figure', 12, 'As printed, for example "30+".'),
      stringField('countriesLabel', 'Countries caption', 80),
    ]),
    linkField('cta', 'Closing button'),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'About page', subtitle }),
  },
});
