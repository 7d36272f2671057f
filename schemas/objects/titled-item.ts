// A short title with a sentence or two of description: used for service features and process
// steps, company values and hiring steps. Lists of these render as cards or numbered steps.
import { defineType } from 'sanity';

import { stringField, textField } from '../lib/fields';

export const titledItem = defineType({
  name: 'titledItem',
  title: 'Titled item',
  type: 'object',
  fields: [stringField('title', 'Title', 80), textField('description', 'Description', 400)],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
});
