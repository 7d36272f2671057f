// The words of /contact and of the enquiry forms. E-mail addresses, phone numbers, the office
// address and the business hours are edited once in Site settings and shown here from there.
import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import {
  choiceListField,
  headingField,
  sectionField,
  seoField,
  simpleHeroSection,
  textField,
  labelField,
} from '../lib/fields';

export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'page', title: 'Page', default: true },
    { name: 'enquiryForm', title: 'Enquiry form' },
    { name: 'consultationForm', title: 'Consultation form' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      ...simpleHeroSection([labelField('eyebrow', 'Eyebrow', 'The small word above the heading.')]),
      group: 'page',
    }),
    defineField({
      ...sectionField('form', 'Message form', [headingField(), textField('intro', 'Intro', 400)]),
      group: 'page',
    }),
    defineField({
      ...sectionField('details', 'Contact information card', [
        headingField(),
        labelField('emailLabel', 'E-mail label'),
        labelField('phoneLabel', 'Phone label'),
        labelField('addressLabel', 'Address label'),
      ]),
      group: 'page',
    }),
    defineField({
      ...sectionField('socials', 'Social links card', [headingField()]),
      description: 'The links themselves are in Site settings.',
      group: 'page',
    }),
    defineField({
      ...sectionField('office', '"Our Office" card', [
        headingField(),
        textField('text', 'Text', 400),
        labelField('hoursHeading', 'Business hours heading', 'Above the hours from Site settings.'),
      ]),
      group: 'page',
    }),
    defineField({
      ...sectionField('findUs', '"Find Us" section', [
        headingField(),
        textField('text', 'Text', 400),
        labelField(
          'mapLinkLabel',
          'Map link label',
          'Opens the office address in a map in a new tab.',
        ),
      ]),
      group: 'page',
    }),
    defineField({
      ...sectionField('enquiryForm', 'Enquiry form', [
        labelField(
          'formName',
          'Form name',
          'Read by screen readers where the form has no heading.',
        ),
        labelField('fullNameLabel', 'Full name label'),
        labelField('emailLabel', 'E-mail label'),
        labelField('companyLabel', 'Company label'),
        labelField('serviceLabel', 'Service label'),
        labelField('serviceEmptyChoice', 'Empty choice', 'The empty first choice.'),
        choiceListField(
          'serviceChoices',
          'Service choices',
          'What a visitor can pick as the service of interest, in this order.',
        ),
        labelField('projectDetailsLabel', 'Project details label'),
        labelField('submitLabel', 'Button label'),
      ]),
      description: 'The form on /contact and at the bottom of the Home page.',
      group: 'enquiryForm',
    }),
    defineField({
      ...sectionField('consultationForm', 'Consultation form', [
        labelField(
          'formName',
          'Form name',
          'Read by screen readers before the service\'s name: "Consultation about" + "SEO".',
        ),
        labelField('fullNameLabel', 'Full name label'),
        labelField('emailLabel', 'E-mail label'),
        labelField('companyLabel', 'Company label'),
        labelField('messageLabel', 'Message label'),
        labelField('submitLabel', 'Button label'),
      ]),
      description: 'The form in the consultation block of every service page.',
      group: 'consultationForm',
    }),
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Contact page', subtitle }),
  },
});
