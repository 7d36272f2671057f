// The copy of /ai-automation: the agent picture carousel, the six AI service cards, the six
// "Why Choose Us" benefits and the closing banner.
import { RobotIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  bannerSection,
  cardsField,
  carouselLabelsSection,
  eyebrowField,
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
  icon: RobotIcon,
  fields: [
    simpleHeroSection([eyebrowField()]),
    defineField({
      name: 'carousel',
      title: 'Carousel pictures',
      type: 'array',
      description: 'Agent pictures for the auto-scrolling strip; it shows up to five at once.',
      of: [imageMember('Picture')],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(6).max(20),
    }),
    carouselLabelsSection(),
    sectionField('services', 'Services', [
      headingField(),
      cardsField(defineArrayMember({ type: 'offeringCard' }), 6),
    ]),
    sectionField('benefits', 'Benefits', [
      headingField(),
      cardsField(defineArrayMember({ type: 'iconCard', title: 'Benefit' }), 6),
    ]),
    bannerSection(),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading', media: 'carousel.0' },
    prepare: ({ subtitle, media }) => ({ title: 'AI Automation page', subtitle, media }),
  },
});
