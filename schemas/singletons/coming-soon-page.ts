// The copy of the Coming Soon page shown for sections that are not launched yet, with its
// "Notify Me" e-mail box.
import { ClockIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import {
  headingField,
  linkField,
  sectionField,
  seoField,
  stringField,
  textField,
} from '../lib/fields';

export const comingSoonPage = defineType({
  name: 'comingSoonPage',
  title: 'Coming Soon page',
  type: 'document',
  icon: ClockIcon,
  fields: [
    headingField(),
    textField('text', 'Text', 400),
    sectionField('signup', 'E-mail box', [
      stringField('formLabel', 'Name of the box for screen readers', 60),
      stringField('emailLabel', 'E-mail field label', 60),
      stringField('exampleEmail', 'Example in the e-mail field', 60, 'Shown in the empty field.'),
      stringField('buttonLabel', 'Button label', 30),
    ]),
    stringField('note', 'Note under the e-mail box', 200),
    linkField('backLink', 'Link under the box'),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Coming Soon page', subtitle }),
  },
});
