// The heading and head tags of the staff-only /admin page. Search engines are told not to
// index it, whatever is entered here.
import { defineType } from 'sanity';

import { headingField, seoField } from '../lib/fields';

export const adminPage = defineType({
  name: 'adminPage',
  title: 'Admin page',
  type: 'document',
  fields: [headingField(), seoField()],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Admin page', subtitle }),
  },
});
