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
} from '../lib/fields';

const label = (name: string, title: string, description?: string) =>
  stringField(name, title, 60, description);

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
        label('firstNameLabel', 'First name label'),
        label('lastNameLabel', 'Last name label'),
        label('emailLabel', 'E-mail label'),
        label('phoneLabel', 'Phone label'),
      ]),
      group: 'form',
    }),
    defineField({
      ...sectionField('position', 'Position information', [
        headingField(),
        label('positionLabel', 'Position label'),
        choiceListField(
          'positions',
          'Positions',
          'The positions an applicant can choose; the first is chosen when the form opens. An opening on /careers with one of these titles links here with it chosen.',
          80,
        ),
        label('portfolioLabel', 'Portfolio label'),
        label('portfolioExample', 'Portfolio example', 'Shown in the empty field.'),
        label('linkedinLabel', 'LinkedIn label'),
        label('linkedinExample', 'LinkedIn example', 'Shown in the empty field.'),
      ]),
      group: 'form',
    }),
    defineField({
      ...sectionField('documents', 'Documents', [
        headingField(),
        label('resumeLabel', 'Resume label'),
        label(
          'resumeHint',
          'Resume hint',
          'Under the field. The site accepts PDF, DOC and DOCX files; the size is not checked.',
        ),
        label('coverLetterLabel', 'Cover letter label'),
      ]),
      group: 'form',
    }),
    defineField({
      ...sectionField('actions', 'Buttons', [
        label('formName', 'Form name', 'Read by screen readers.'),
        label('submitLabel', 'Submit button label'),
        label('backLabel', 'Back link label', 'The link back to /careers.'),
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
