// The words of the job application page (/apply): the page copy and the form's labels, grouped
// as the form shows them. The form's error messages and the note shown after submitting stay
// with the site, as they state what the form does.
import { ComposeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import {
  choiceListField,
  headingField,
  sectionField,
  seoField,
  stringField,
  textField,
  labelField,
} from '../lib/fields';

export const applyPage = defineType({
  name: 'applyPage',
  title: 'Application page',
  type: 'document',
  icon: ComposeIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'form', title: 'Form' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      ...stringField('eyebrow', 'Eyebrow', 40, 'The small word above the heading.'),
      group: 'page',
    }),
    defineField({ ...headingField(), group: 'page' }),
    defineField({ ...textField('intro', 'Intro', 400), group: 'page' }),
    defineField({
      ...sectionField('personal', 'Personal information', [
        headingField(),
        labelField('firstNameLabel', 'First name label'),
        labelField('lastNameLabel', 'Last name label'),
        labelField('emailLabel', 'E-mail label'),
        labelField('phoneLabel', 'Phone label'),
      ]),
      group: 'form',
    }),
    defineField({
      ...sectionField('position', 'Position information', [
        headingField(),
        labelField('positionLabel', 'Position label'),
        choiceListField(
          'positions',
          'Positions',
          'The positions an applicant can choose; the first is chosen when the form opens. An opening on /careers with one of these titles links here with it chosen.',
          80,
        ),
        labelField('portfolioLabel', 'Portfolio label'),
        labelField('portfolioExample', 'Portfolio example', 'Shown in the empty field.'),
        labelField('linkedinLabel', 'LinkedIn label'),
        labelField('linkedinExample', 'LinkedIn example', 'Shown in the empty field.'),
      ]),
      group: 'form',
    }),
    defineField({
      ...sectionField('documents', 'Documents', [
        headingField(),
        labelField('resumeLabel', 'Resume label'),
        labelField(
          'resumeHint',
          'Resume hint',
          'Under the field. The site accepts PDF, DOC and DOCX files; the size is not checked.',
        ),
        labelField('coverLetterLabel', 'Cover letter label'),
      ]),
      group: 'form',
    }),
    defineField({
      ...sectionField('actions', 'Buttons', [
        labelField('formName', 'Form name', 'Read by screen readers.'),
        labelField('submitLabel', 'Submit button label'),
        labelField('backLabel', 'Back link label', 'The link back to /careers.'),
      ]),
      group: 'form',
    }),
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Application page', subtitle }),
  },
});
