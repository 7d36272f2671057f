// One question and answer of a service page's FAQ accordion. Keep answers short: they open
// inline under the question.
import { defineField, defineType } from 'sanity';

import { stringField, textField } from '../lib/fields';

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'object',
  fields: [
    stringField('question', 'Question', 160),
    defineField({ ...textField('answer', 'Answer', 800), rows: 4 }),
  ],
  preview: {
    select: { title: 'question', subtitle: 'answer' },
  },
});
