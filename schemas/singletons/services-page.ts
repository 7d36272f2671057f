// The copy around the /services card grid, and the consultation block every service page ends
// with. The nine cards themselves are the Service documents with "Shown on /services" switched
// on, in their display order.
import { ThLargeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import type { CustomValidator } from 'sanity';

import {
  headingField,
  linkField,
  sectionField,
  seoField,
  simpleHeroSection,
  textField,
} from '../lib/fields';
import { notBlank } from '../lib/rules';

/** The one placeholder the site fills in (web/features/services service-consultation.tsx). */
const SERVICE_PLACEHOLDER = '{service}';

/**
 * The site replaces exactly "{service}" and prints any other braces as they are, so "{Service}"
 * or "{service name}" would reach visitors verbatim.
 */
const onlyServicePlaceholder: CustomValidator<string | undefined> = (text) => {
  const stray = text
    ?.split(SERVICE_PLACEHOLDER)
    .join('')
    .match(/\{[^{}]*\}?|\}/)?.[0];
  return (
    stray === undefined ||
    `"Text" contains "${stray}", which the site would print as it is: the only placeholder is ${SERVICE_PLACEHOLDER}, all lowercase, which becomes the service's title.`
  );
};

export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Services page',
  type: 'document',
  icon: ThLargeIcon,
  fields: [
    simpleHeroSection([linkField('cta', 'Button')]),
    sectionField('customBanner', '"Need a Custom Solution?" banner', [
      headingField(),
      textField('text', 'Text', 400),
      linkField('cta', 'Button'),
    ]),
    sectionField('detailConsultation', 'Consultation block on every service page', [
      headingField(),
      defineField({
        ...textField(
          'text',
          'Text',
          400,
          "Shown above the service's contact details on every service page. Write {service} (lowercase, in braces) where the service's name goes: each page puts its own service title there. Any other {…} would be printed as it is.",
        ),
        validation: (rule) => [
          rule.required().max(400).custom(notBlank('Text')),
          rule.custom(onlyServicePlaceholder),
        ],
      }),
    ]),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Services page', subtitle }),
  },
});
