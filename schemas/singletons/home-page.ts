// The copy of the home page, section by section in the order visitors see them, one tab per
// section. The service cards and the testimonial carousel read their items from the Service and
// Testimonial lists.
import { HomeIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import type { CustomValidator, Reference } from 'sanity';

import {
  cardsField,
  headingField,
  linkField,
  sectionField,
  seoField,
  stringField,
  stringItem,
  textField,
  webUrlField,
} from '../lib/fields';
import { hrefValidator, notBlank, sitePathExists, VALIDATION_API_VERSION } from '../lib/rules';
import { imageField } from '../objects/image-with-alt';

const hero = sectionField('hero', 'Hero', [
  stringField('headline', 'Headline', 80),
  defineField({
    name: 'rotatingServices',
    title: 'Rotating service names',
    type: 'array',
    description: 'The six names that cycle in the hero.',
    of: [stringItem('Rotating service names', 40)],
    validation: (rule) => rule.required().length(6).unique(),
  }),
  stringField(
    'rotatingLabel',
    'Name of the rotating list',
    60,
    'Screen readers read it before the six names, all at once.',
  ),
  stringField('pauseLabel', 'Pause button', 40, 'Stops the rotating names and the artwork.'),
  stringField('playLabel', 'Play button', 40, 'The same button once paused.'),
  textField('intro', 'Intro', 400),
  linkField('primaryCta', 'Primary button'),
  linkField('secondaryCta', 'Secondary button'),
  defineField({
    name: 'stats',
    title: 'Stats',
    type: 'array',
    of: [defineArrayMember({ type: 'stat' })],
    validation: (rule) => rule.required().length(3),
  }),
]);

/**
 * Warns when a featured service has had "Has a detail page" switched off since it was picked
 * (the picker offers only services with one): its card then shows without a link. Nothing is
 * said when the look-up cannot be made (no client, as in a command-line check).
 */
const featuredServicesHaveDetailPages: CustomValidator<Reference[] | undefined> = async (
  services,
  context,
) => {
  const ids = (services ?? []).map((service) => service._ref).filter(Boolean);
  if (ids.length === 0) return true;
  let titles: string[];
  try {
    titles = await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .fetch<string[]>('*[_id in $ids && hasDetailPage != true].title', { ids });
  } catch {
    return true;
  }
  return (
    titles.length === 0 ||
    `${titles.map((title) => `"${title}"`).join(', ')} no longer ${titles.length === 1 ? 'has' : 'have'} a detail page, so ${titles.length === 1 ? 'its card shows' : 'their cards show'} without a link. Pick a service with "Has a detail page" switched on instead.`
  );
};

const servicesSection = sectionField('servicesSection', 'Services overview', [
  headingField(),
  textField('intro', 'Intro', 400),
  defineField({
    name: 'services',
    title: 'Featured services',
    type: 'array',
    description:
      'The six service cards, in display order. Each links to its detail page, so only services with "Has a detail page" switched on can be picked.',
    of: [
      defineArrayMember({
        type: 'reference',
        to: [{ type: 'service' }],
        options: { filter: 'hasDetailPage == true' },
      }),
    ],
    validation: (rule) => [
      rule.required().length(6).unique(),
      rule.custom(featuredServicesHaveDetailPages).warning(),
    ],
  }),
  stringField('cardLinkLabel', 'Card link label', 40, 'The cue at the foot of each card.'),
  linkField('allServicesCta', '"View All Services" button'),
  linkField('customCta', '"Need a Custom Solution?" link'),
]);

const whyChoose = sectionField('whyChoose', 'Why choose us', [
  headingField(),
  textField('intro', 'Intro', 400),
  cardsField(
    defineArrayMember({
      name: 'whyChooseCard',
      title: 'Card',
      type: 'object',
      fields: [
        stringField('title', 'Title', 60),
        textField('description', 'Description', 300),
        defineField({
          name: 'stat',
          title: 'Figure',
          type: 'number',
          description:
            'The whole number the counter animates to. Put units in the prefix or suffix: 10 with "K+" shows 10K+.',
          validation: (rule) => [
            rule.required().min(0),
            rule
              .integer()
              .error('"Figure" must be a whole number: put units in the suffix ("K+").'),
          ],
        }),
        defineField({
          name: 'prefix',
          title: 'Prefix',
          type: 'string',
          description: 'Printed before the figure, for example "+" or "₹".',
          validation: (rule) => rule.max(4),
        }),
        defineField({
          name: 'suffix',
          title: 'Suffix',
          type: 'string',
          description: 'Printed after the figure, for example "%", "+" or "K+".',
          validation: (rule) => rule.max(12),
        }),
        stringField('statText', 'Figure caption', 60),
      ],
      preview: {
        select: { title: 'title', prefix: 'prefix', stat: 'stat', suffix: 'suffix' },
        prepare: ({ title, prefix, stat, suffix }) => ({
          title,
          subtitle: `${prefix ?? ''}${stat ?? ''}${suffix ?? ''}`,
        }),
      },
    }),
    6,
  ),
]);

const solutions = sectionField('solutions', 'AI and Blockchain solutions', [
  headingField(),
  textField('intro', 'Intro', 400),
  cardsField(
    defineArrayMember({
      name: 'solutionCard',
      title: 'Card',
      type: 'object',
      fields: [
        stringField('title', 'Title', 60),
        textField('description', 'Description', 400),
        defineField({
          name: 'href',
          title: 'Target page',
          type: 'string',
          description: 'For example /ai-automation.',
          validation: (rule) => [
            rule.required().custom(notBlank('Target page')).custom(hrefValidator),
            rule.custom(sitePathExists).warning(),
          ],
        }),
        imageField({ name: 'image', title: 'Image', decorative: true }),
        defineField({
          name: 'features',
          title: 'Features',
          type: 'array',
          of: [stringItem('Features', 80)],
          validation: (rule) => rule.required().min(1).max(6).unique(),
        }),
      ],
      preview: { select: { title: 'title', subtitle: 'href', media: 'image' } },
    }),
    2,
  ),
  stringField('cardLinkLabel', 'Card link label', 40, 'The cue at the foot of each card.'),
]);

const parentCompany = sectionField('parentCompany', 'Parent company card', [
  headingField(),
  stringField('name', 'Company name', 80),
  textField('description', 'Description', 600),
  webUrlField('url', 'Website', 'Opens in a new tab.'),
  stringField('ctaLabel', 'Button label', 60),
]);

const marketing = sectionField('marketing', 'Marketing solutions', [
  headingField(),
  textField('intro', 'Intro', 400),
  cardsField(
    defineArrayMember({
      name: 'marketingCard',
      title: 'Card',
      type: 'object',
      fields: [
        stringField('title', 'Title', 60),
        textField('description', 'Description', 400),
        webUrlField('url', 'Website', 'Opens in a new tab.'),
        stringField('ctaLabel', 'Button label', 60),
      ],
      preview: { select: { title: 'title', subtitle: 'url' } },
    }),
    2,
  ),
]);

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'services', title: 'Services' },
    { name: 'whyChoose', title: 'Why choose us' },
    { name: 'solutions', title: 'AI and Blockchain' },
    { name: 'testimonials', title: 'Testimonials' },
    { name: 'group', title: 'Group and marketing' },
    { name: 'contact', title: 'Call to action' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    { ...hero, group: 'hero' },
    { ...servicesSection, group: 'services' },
    { ...whyChoose, group: 'whyChoose' },
    { ...solutions, group: 'solutions' },
    {
      ...sectionField('testimonials', 'Testimonials', [
        headingField(),
        textField('intro', 'Intro', 400),
        stringField('carouselLabel', 'Name of the carousel for screen readers', 60),
        stringField('previousLabel', 'Previous button, for screen readers', 40),
        stringField('nextLabel', 'Next button, for screen readers', 40),
        stringField(
          'dotLabel',
          'Dot buttons, for screen readers',
          60,
          'One per testimonial. {number} becomes its position, for example "Go to testimonial {number}".',
        ),
        stringField(
          'ratingLabel',
          'Star rating, for screen readers',
          60,
          '{rating} becomes the number of stars, for example "Rated {rating} out of 5".',
        ),
      ]),
      group: 'testimonials',
    },
    { ...parentCompany, group: 'group' },
    { ...marketing, group: 'group' },
    {
      ...sectionField('contact', 'Contact form', [
        headingField(),
        textField('intro', 'Intro', 400),
      ]),
      group: 'contact',
    },
    seoField({ group: 'seo' }),
  ],
  preview: {
    select: { subtitle: 'hero.headline' },
    prepare: ({ subtitle }) => ({ title: 'Home page', subtitle }),
  },
});
