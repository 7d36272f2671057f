// The copy of /contact. E-mail addresses, phone numbers, the office address and the business
// hours are edited once in Site settings and shown here from there.
import { EnvelopeIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { headingField, sectionField, seoField, simpleHeroSection, textField } from '../lib/fields';

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    simpleHeroSection(),
    sectionField('form', 'Message form', [headingField(), textField('intro', 'Intro', 400)]),
    sectionField('office', '"Our Office" card', [headingField(), textField('text', 'Text', 400)]),
    sectionField('findUs', '"Find Us" section', [headingField(), textField('text', 'Text', 400)]),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Contact page', subtitle }),
  },
});
