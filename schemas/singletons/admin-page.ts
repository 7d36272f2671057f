// The staff-only /admin page: its head tags and the heading shown while the admin panel loads.
// The panel then shows its own fixed headings. Search engines are told not to index the page,
// whatever is entered here.
import { LockIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { seoField, stringField } from '../lib/fields';

export const adminPage = defineType({
  name: 'adminPage',
  title: 'Admin page',
  type: 'document',
  icon: LockIcon,
  fields: [
    stringField(
      'heading',
      'Heading while the panel loads',
      120,
      'Shown on /admin only until the admin panel has loaded (and above the "Try again" button if it fails to load). The panel itself always shows its own fixed headings, "Admin Login" and then "Admin Panel", which are not edited here.',
    ),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Admin page', subtitle }),
  },
});
