// A small card with an icon, a title and a description: the careers benefits grid and the
// "Why Choose Us" grid of the AI Automation page.
import { defineField, defineType } from 'sanity';

import { iconNameField } from '../lib/fields';

export const iconCard = defineType({
  name: 'iconCard',
  title: 'Icon card',
  type: 'object',
  fields: [
    iconNameField(),
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
  ],
  preview: {
    select: { title: 'title', subtitle: 'icon' },
  },
});
