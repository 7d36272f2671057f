// The copy of the job application page (/apply). The form fields, their messages and the
// confirmation are fixed by the site (the confirmation states what the form does with the data,
// which is behaviour, not copy); only the texts around them are edited here.
import { ComposeIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { headingField, seoField, textField } from '../lib/fields';

export const applyPage = defineType({
  name: 'applyPage',
  title: 'Application page',
  type: 'document',
  icon: ComposeIcon,
  fields: [headingField(), textField('intro', 'Intro', 400), seoField()],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Application page', subtitle }),
  },
});
