// The copy of the page shown for an unknown address ("404 Page Not Found"). It always links
// back to the home page.
import { defineType } from 'sanity';

import { headingField, seoField, stringField, textField } from '../lib/fields';

export const notFoundPage = defineType({
  name: 'notFoundPage',
  title: 'Not Found page',
  type: 'document',
  fields: [
    stringField('code', 'Code', 3, 'The big number at the top, normally 404.'),
    headingField(),
    textField('message', 'Message', 300),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Not Found page', subtitle }),
  },
});
