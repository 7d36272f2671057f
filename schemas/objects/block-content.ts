// Rich text for long pages (legal pages, case-study stories): paragraphs, two heading levels,
// bullet and numbered lists, bold, italic and links.
import { defineArrayMember, defineField, defineType } from 'sanity';

import { hrefValidator, notBlank, sitePathExists } from '../lib/rules';

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
      ],
      lists: [
        { title: 'Bullet list', value: 'bullet' },
        { title: 'Numbered list', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Target',
                type: 'string',
                description:
                  'A site path such as /contact, an https:// address, or mailto: / tel:.',
                validation: (rule) => [
                  rule.required().custom(notBlank('Target')).custom(hrefValidator),
                  rule.custom(sitePathExists).warning(),
                ],
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
