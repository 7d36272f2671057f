// Search and sharing details for one page: the browser-tab title, the snippet search engines
// show, and the picture used when the page is shared on social networks.
import { defineField, defineType } from 'sanity';

import { imageField } from './image-with-alt';

export const seo = defineType({
  name: 'seo',
  title: 'SEO and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description: 'Shown in the browser tab and as the search result headline.',
      validation: (rule) => [
        rule.required(),
        rule.max(70).warning('Search engines cut titles longer than about 60 to 70 characters.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      description: 'The snippet under the search result. At most 160 characters.',
      validation: (rule) => [
        rule.required().max(160),
        rule.min(50).warning('Descriptions under 50 characters rarely say enough to earn a click.'),
      ],
    }),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique().max(15),
    }),
    imageField({
      name: 'ogImage',
      title: 'Sharing image',
      description:
        'Shown when the page is shared. Without one, the sharing image in Site settings › SEO defaults is used.',
      required: false,
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
});
