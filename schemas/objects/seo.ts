// Search and sharing details for one page: the browser-tab title, the snippet search engines
// show, and the picture used when the page is shared on social networks.
import { defineField, defineType } from 'sanity';

import { imageField } from './image-with-alt';

const descriptionField = defineField({
  name: 'description',
  title: 'Meta description',
  type: 'text',
  rows: 3,
  description: 'The snippet under the search result. At most 160 characters.',
  validation: (rule) => [
    rule.required().max(160),
    rule.min(50).warning('Descriptions under 50 characters rarely say enough to earn a click.'),
  ],
});

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
      description:
        'Shown in the browser tab and as the search result headline. The site adds " | " and the company name (Site settings) unless the title already names the company.',
      validation: (rule) => [
        rule.required(),
        rule.max(70).warning('Search engines cut titles longer than about 60 to 70 characters.'),
      ],
    }),
    descriptionField,
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

/**
 * Site settings › SEO defaults: what a page without its own falls back to. Every page has its own
 * title, so there is no default title (the company name comes from the settings' first field).
 */
export const seoDefaults = defineType({
  name: 'seoDefaults',
  title: 'SEO defaults',
  type: 'object',
  fields: [
    {
      ...descriptionField,
      title: 'Default meta description',
      description: 'Used by any page whose own meta description is empty. At most 160 characters.',
    },
    imageField({
      name: 'ogImage',
      title: 'Default sharing image',
      description: 'Shown when a page without a sharing image of its own is shared.',
      required: false,
    }),
  ],
});
