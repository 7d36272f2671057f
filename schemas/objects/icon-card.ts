// A small card with an icon, a title and a description: the careers benefits grid and the
// "Why Choose Us" grid of the AI Automation page.
import { defineType } from 'sanity';

import { iconMedia } from '../../studio/components/preview-media';
import { iconNameField, stringField, textField } from '../lib/fields';

export const iconCard = defineType({
  name: 'iconCard',
  title: 'Icon card',
  type: 'object',
  fields: [
    iconNameField(),
    stringField('title', 'Title', 60),
    textField('description', 'Description', 300),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', icon: 'icon' },
    prepare: ({ title, subtitle, icon }) => ({ title, subtitle, media: iconMedia(icon) }),
  },
});
