// The copy of the Coming Soon page shown for sections that are not launched yet, with its
// "Notify Me" e-mail box.
import { ClockIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { headingField, seoField, stringField, textField } from '../lib/fields';

export const comingSoonPage = defineType({
  name: 'comingSoonPage',
  title: 'Coming Soon page',
  type: 'document',
  icon: ClockIcon,
  fields: [
    headingField(),
    textField('text', 'Text', 400),
    stringField('note', 'Note under the e-mail box', 200),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Coming Soon page', subtitle }),
  },
});
