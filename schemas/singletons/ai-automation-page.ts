// The copy of /ai-automation: the agent picture carousel, the six AI service cards, the six
// "Why Choose Us" benefits and the closing banner.
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  bannerSection,
  headingField,
  sectionField,
  seoField,
  simpleHeroSection,
} from '../lib/fields';
import { imageMember } from '../objects/image-with-alt';

export const aiAutomationPage = defineType({
  name: 'aiAutomationPage',
  title: 'AI Automation page',
  type: 'document',
  fields: [
    simpleHeroSection(),
    defineField({
      name: 'carousel',
      title: 'Carousel pictures',
      type: 'array',
      description: 'Agent pictures for the auto-scrolling strip; it shows up to five at once.',
      of: [imageMember('Picture')],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(6).max(20),
    }),
    sectionField('services', 'Services', [
      headingField(),
      defineField({
        name: 'cards',
        title: 'Cards',
        type: 'array',
        of: [defineArrayMember({ type: 'offeringCard' })],
        validation: (rule) => rule.required().length(6),
      }),
    ]),
    sectionField('benefits', 'Benefits', [
      headingField(),
      defineField({
        name: 'cards',
        title: 'Cards',
        type: 'array',
        of: [defineArrayMember({ type: 'iconCard', title: 'Benefit' })],
        validation: (rule) => rule.required().length(6),
      }),
    ]),
    bannerSection(),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading', media: 'carousel.0' },
    prepare: ({ subtitle, media }) => ({ title: 'AI Automation page', subtitle, media }),
  },
});
