// The copy around the /services card grid, and the words every service page shares: its section
// headings, buttons, consultation block and the page for an unknown service. The nine cards are
// the Service documents with "Shown on /services" switched on, in their display order.
import { ThLargeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import type { CustomValidator } from 'sanity';

import {
  eyebrowField,
  headingField,
  linkField,
  sectionField,
  seoField,
  simpleHeroSection,
  stringField,
  textField,
} from '../lib/fields';
import { notBlank } from '../lib/rules';

/** The one placeholder the site fills in (web/features/services service-consultation.tsx). */
const SERVICE_PLACEHOLDER = '{service}';

/**
 * The site replaces exactly "{service}" and prints any other braces as they are, so "{Service}"
 * or "{service name}" would reach visitors verbatim.
 */
const onlyServicePlaceholder =
  (title: string): CustomValidator<string | undefined> =>
  (text) => {
    const stray = text
      ?.split(SERVICE_PLACEHOLDER)
      .join('')
      .match(/\{[^{}]*\}?|\}/)?.[0];
    return (
      stray === undefined ||
      `"${title}" contains "${stray}", which the site would print as it is: the only placeholder is ${SERVICE_PLACEHOLDER}, all lowercase, which becomes the service's title.`
    );
  };

/** A line for each service card that names the service where the editor writes {service}. */
function serviceLineField(name: string, title: string, description: string) {
  return defineField({
    ...stringField(name, title, 80, description),
    validation: (rule) => [
      rule.required().max(80).custom(notBlank(title)),
      rule.custom(onlyServicePlaceholder(title)),
    ],
  });
}

export const servicesPage = defineType({
  name: 'servicesPage',
  title: 'Services page',
  type: 'document',
  icon: ThLargeIcon,
  groups: [
    { name: 'list', title: 'Services page', default: true },
    { name: 'detail', title: 'Service pages' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    { ...simpleHeroSection([eyebrowField(), linkField('cta', 'Button')]), group: 'list' },
    {
      ...sectionField('grid', 'Service cards', [
        stringField('heading', 'Heading for screen readers', 60, 'Not shown on screen.'),
        textField('hint', 'Hint above the cards', 200),
        stringField('cardLinkLabel', 'Card link label', 40, 'On the back of cards with a page.'),
        serviceLineField(
          'cardLinkName',
          'Card link, for screen readers',
          'What screen readers say for that link. {service} becomes the service title.',
        ),
        serviceLineField(
          'flipLabel',
          'Flip button, for screen readers',
          'Each card is a button that turns it over. {service} becomes the service title.',
        ),
        textField(
          'emptyText',
          'Text when no service is shown',
          200,
          'Shown, with the link below, only if every service is taken off the page.',
        ),
        linkField('emptyLink', 'Link when no service is shown'),
      ]),
      group: 'list',
    },
    {
      ...sectionField('customBanner', '"Need a Custom Solution?" banner', [
        headingField(),
        textField('text', 'Text', 400),
        linkField('cta', 'Button'),
      ]),
      group: 'list',
    },
    {
      ...sectionField('detailLabels', 'Headings and buttons on every service page', [
        stringField('breadcrumbLabel', 'Navigation name for screen readers', 40),
        stringField('breadcrumbServices', 'First step of the trail above the title', 40),
        stringField('getStarted', '"Get Started" button', 40, 'Scrolls to the consultation block.'),
        stringField('overviewHeading', 'Overview heading', 60),
        stringField('benefitsHeading', 'Benefits heading', 60),
        stringField('offeringsHeading', '"What We Offer" heading', 60),
        stringField('processHeading', 'Process heading', 60),
        stringField('stepLabel', 'Before each step number', 20, 'Read out as "Step 1: …".'),
        stringField('caseStudiesHeading', 'Case studies heading', 60),
        stringField('resultsHeading', 'Results heading in each case study', 40),
        linkField('caseStudiesLink', 'Link under the case studies'),
        stringField('faqHeading', 'FAQ heading', 60),
        stringField('emailLabel', 'Before the e-mail address, for screen readers', 20),
        stringField('phoneLabel', 'Before the phone number, for screen readers', 20),
      ]),
      group: 'detail',
    },
    {
      ...sectionField('detailNotFound', 'Page for an unknown service', [
        headingField(),
        textField('message', 'Message', 300),
        linkField('backLink', 'Link back'),
      ]),
      group: 'detail',
    },
    {
      ...sectionField('detailConsultation', 'Consultation block on every service page', [
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
            rule.custom(onlyServicePlaceholder('Text')),
          ],
        }),
      ]),
      group: 'detail',
    },
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'hero.heading' },
    prepare: ({ subtitle }) => ({ title: 'Services page', subtitle }),
  },
});
