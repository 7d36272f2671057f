// The copy of the job application page (/apply). The form fields and their messages are
// fixed by the site; only the texts around them are edited here.
import { defineType } from 'sanity';

import { headingField, seoField, textField } from '../lib/fields';

export const applyPage = defineType({
  name: 'applyPage',
  title: 'Application page',
  type: 'document',
  fields: [
    headingField(),
    textField('intro', 'Intro', 400),
    textField('confirmation', 'Confirmation text', 400, 'Shown after the form is submitted.'),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Application page', subtitle }),
  },
});
