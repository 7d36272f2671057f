// A service card of the AI Automation and Blockchain pages: picture, icon, title, description
// and exactly four feature lines (the card's back lists them).
import { defineArrayMember, defineField, defineType } from 'sanity';

import { iconNameField } from '../lib/fields';
import { imageField } from './image-with-alt';

export const offeringCard = defineType({
  name: 'offeringCard',
  title: 'Offering card',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    imageField({ name: 'image', title: 'Image' }),
    iconNameField(),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(80) })],
      validation: (rule) => rule.required().length(4).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', media: 'image' },
  },
});
