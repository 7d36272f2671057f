// A service card of the AI Automation and Blockchain pages: picture, icon, title, description
// and exactly four feature lines (the card's back lists them).
import { defineField, defineType } from 'sanity';

import { iconNameField, stringField, stringItem, textField } from '../lib/fields';
import { imageField } from './image-with-alt';

export const offeringCard = defineType({
  name: 'offeringCard',
  title: 'Offering card',
  type: 'object',
  fields: [
    stringField('title', 'Title', 60),
    textField('description', 'Description', 300),
    imageField({ name: 'image', title: 'Image' }),
    iconNameField(),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [stringItem('Features', 80)],
      validation: (rule) => rule.required().length(4).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', media: 'image' },
  },
});
