// A short title with a sentence or two of description: used for service features and process
// steps, company values and hiring steps. Lists of these render as cards or numbered steps.
import { defineField, defineType } from 'sanity';

export const titledItem = defineType({
  name: 'titledItem',
  title: 'Titled item',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
});
