// The copy of the page shown for an unknown address ("404 Page Not Found") and its link back.
import { ErrorOutlineIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { headingField, linkField, seoField, textField } from '../lib/fields';
import { notBlank } from '../lib/rules';

export const notFoundPage = defineType({
  name: 'notFoundPage',
  title: 'Not Found page',
  type: 'document',
  icon: ErrorOutlineIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description: 'The big number at the top, normally 404.',
      validation: (rule) =>
        rule
          .required()
          .custom(notBlank('Code'))
          .custom((code) =>
            code === undefined || /^\d{3}$/.test(code)
              ? true
              : '"Code" must be exactly three digits, such as 404.',
          ),
    }),
    headingField(),
    textField('message', 'Message', 300),
    linkField('backLink', 'Link back'),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Not Found page', subtitle }),
  },
});
