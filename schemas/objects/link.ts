// A button or text link: the words visitors see and where it goes. The target may be a site
// path (/contact), an #anchor, an https:// address, or a mailto: or tel: link.
import { defineField, defineType } from 'sanity';

import { hrefValidator, notBlank, sitePathExists } from '../lib/rules';

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(60).custom(notBlank('Label')),
    }),
    defineField({
      name: 'href',
      title: 'Target',
      type: 'string',
      description:
        'For example /contact, #contact, https://example.com or mailto:hello@example.com. A site path is checked against the pages the site has.',
      validation: (rule) => [
        rule.required().custom(notBlank('Target')).custom(hrefValidator),
        rule.custom(sitePathExists).warning(),
      ],
    }),
  ],
  preview: {
    select: { title: 'label', subtitle: 'href' },
  },
});
