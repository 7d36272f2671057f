// The copy around the /services card grid, and the consultation block every service page ends
// with. The nine cards themselves are the Service documents with "Shown on /services" switched
// on, in their display order.
import { defineType } from 'sanity';

import {
  headingField,
  linkField,
  sectionField,
  seoField,
  simpleHeroSection,
  textField,
} from '../lib/fields';

export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Services page',
  type: 'document',
  fields: [
    simpleHeroSection([linkField('cta', 'Button')]),
    sectionField('customBanner', '"Need a Custom Solution?" banner', [
      headingField(),
      textField('text', 'Text', 400),
      linkField('cta', 'Button'),
    ]),
    sectionField('detailConsultation', 'Consultation block on every service page', [
      headingField(),
      textField(
        'text',
        'Text',
        400,
        "Shown above the service's contact details. Write {service} where the service's name goes.",
      ),
    ]),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Services page', subtitle }),
  },
});
