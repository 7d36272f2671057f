// The words of /careers: benefits and their heading, culture values, the hiring steps and the
// labels of the opening cards. The openings listed under "Open Positions" are the Job opening
// documents.
import { CaseIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import type { CustomValidator } from 'sanity';

import {
  headingField,
  requiredText,
  sectionField,
  seoField,
  simpleHeroSection,
  stringField,
  textField,
} from '../lib/fields';

/** A text the site fills in, such as "Apply by {date}": without the placeholder it cannot. */
const hasPlaceholder =
  (placeholder: string): CustomValidator<string | undefined> =>
  (text) =>
    text === undefined || text.includes(placeholder) || `Keep "${placeholder}" in the text.`;

function templateField(name: string, title: string, placeholder: string, description: string) {
  return defineField({
    ...stringField(name, title, 80, description),
    validation: (rule) => [requiredText(title, 80)(rule), rule.custom(hasPlaceholder(placeholder))],
  });
}

export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: CaseIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'positions', title: 'Open positions' },
    { name: 'culture', title: 'Culture and process' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      ...simpleHeroSection([
        stringField('eyebrow', 'Eyebrow', 40, 'The small word above the heading.'),
        stringField('ctaLabel', 'Button label', 60, 'The button scrolls to the open positions.'),
      ]),
      group: 'page',
    }),
    defineField({
      ...stringField('benefitsHeading', 'Benefits heading', 60, 'Above the benefit cards.'),
      group: 'page',
    }),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      group: 'page',
      of: [defineArrayMember({ type: 'iconCard', title: 'Benefit' })],
      validation: (rule) => rule.required().length(6),
    }),
    defineField({
      ...sectionField('positions', 'Open positions', [
        headingField(),
        textField('intro', 'Intro', 400),
        textField('noOpenings', 'Text when no position is open', 300),
      ]),
      group: 'positions',
    }),
    defineField({
      ...sectionField('jobCard', 'Opening cards', [
        stringField('applyLabel', 'Apply button label', 40, 'The link to the application form.'),
        templateField(
          'applyLinkName',
          'Apply link name',
          '{job}',
          'Read by screen readers so each link names its opening; {job} becomes the job title.',
        ),
        templateField(
          'applyBy',
          'Closing date',
          '{date}',
          'Shown when an opening has a last day; {date} becomes that day.',
        ),
        stringField('requirementsHeading', 'Requirements heading', 60),
        stringField('departmentLabel', 'Department label', 40, 'Read by screen readers.'),
        stringField('locationLabel', 'Location label', 40, 'Read by screen readers.'),
        stringField('employmentTypeLabel', 'Employment type label', 40, 'Read by screen readers.'),
        stringField('salaryLabel', 'Salary label', 40, 'Read by screen readers.'),
      ]),
      group: 'positions',
    }),
    defineField({
      ...sectionField('resume', '"Send Us Your Resume"', [
        headingField(),
        textField('text', 'Text', 400, 'The link goes to the careers e-mail from Site settings.'),
        stringField('addressPrefix', 'Words before the address', 40, 'Such as "or write to".'),
      ]),
      group: 'positions',
    }),
    defineField({
      ...sectionField('culture', 'Culture', [
        headingField(),
        defineField({
          name: 'values',
          title: 'Values',
          type: 'array',
          of: [defineArrayMember({ type: 'titledItem', title: 'Value' })],
          validation: (rule) => rule.required().length(3),
        }),
      ]),
      group: 'culture',
    }),
    defineField({
      ...sectionField('process', 'Application process', [
        headingField(),
        defineField({
          name: 'steps',
          title: 'Steps',
          type: 'array',
          of: [defineArrayMember({ type: 'titledItem', title: 'Step' })],
          validation: (rule) => rule.required().length(5),
        }),
      ]),
      group: 'culture',
    }),
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Careers page', subtitle }),
  },
});
