// The copy around the /case-studies grid: hero, the "Our Impact By Numbers" figures and the
// closing call to action, plus the call to action beside every story on its own page. The
// stories themselves are the Case study documents.
import { ProjectsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  headingField,
  linkField,
  sectionField,
  seoField,
  simpleHeroSection,
  textField,
} from '../lib/fields';

export const caseStudiesPage = defineType({
  name: 'caseStudiesPage',
  title: 'Case studies page',
  type: 'document',
  icon: ProjectsIcon,
  fields: [
    simpleHeroSection(),
    sectionField('impact', 'Impact by numbers', [
      headingField(),
      defineField({
        name: 'stats',
        title: 'Figures',
        type: 'array',
        of: [defineArrayMember({ type: 'stat' })],
        validation: (rule) => rule.required().length(4),
      }),
    ]),
    sectionField('cta', 'Call to action', [
      headingField(),
      textField('text', 'Text', 400),
      linkField('link', 'Button'),
    ]),
    sectionField('detailCta', 'Call to action on every case study', [
      headingField(),
      textField('text', 'Text', 400),
      linkField('link', 'Button'),
    ]),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Case studies page', subtitle }),
  },
});
