// A headline figure with its caption, such as "+150%" over "ROI". The value is text so it
// can carry signs and units exactly as they should be printed.
import { defineType } from 'sanity';

import { stringField } from '../lib/fields';

export const stat = defineType({
  name: 'stat',
  title: 'Statistic',
  type: 'object',
  fields: [
    stringField('value', 'Value', 12, 'As printed, for example +150%, 50+ or 1M.'),
    stringField('label', 'Label', 40),
  ],
  preview: {
    select: { title: 'value', subtitle: 'label' },
  },
});
