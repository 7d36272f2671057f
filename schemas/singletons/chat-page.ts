// The copy of the full-page chat (/chatbot). The assistant's replies are scripted in the site
// code, so only the heading and intro are edited here.
import { CommentIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { headingField, seoField, textField } from '../lib/fields';

export const chatPage = defineType({
  name: 'chatPage',
  title: 'Chat page',
  type: 'document',
  icon: CommentIcon,
  fields: [headingField(), textField('intro', 'Intro', 400), seoField()],
  preview: {
    select: { subtitle: 'heading' },
    prepare: ({ subtitle }) => ({ title: 'Chat page', subtitle }),
  },
});
