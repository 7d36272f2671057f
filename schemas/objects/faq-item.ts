// One question and answer of a service page's FAQ accordion. Keep answers short: they open
// inline under the question.
import { defineField, defineType } from 'sanity';

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'object',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().max(800),
    }),
  ],
  preview: {
    select: { title: 'question', subtitle: 'answer' },
  },
});
