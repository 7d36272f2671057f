// A headline figure with its caption, such as "+150%" over "ROI". The value is text so it
// can carry signs and units exactly as they should be printed.
import { defineField, defineType } from 'sanity';

export const stat = defineType({
  name: 'stat',
  title: 'Statistic',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'As printed, for example +150%, 50+ or 1M.',
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: {
    select: { title: 'value', subtitle: 'label' },
  },
});
