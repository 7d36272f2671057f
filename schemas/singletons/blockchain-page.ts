// The copy of /blockchain: the picture carousel, the six blockchain service cards, the six
// technology ("Specializations") cards and the closing banner.
import { CubeIcon } from '@sanity/icons';
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
  stringField,
  textField,
} from '../lib/fields';
import { imageField, imageMember } from '../objects/image-with-alt';

export const blockchainPage = defineType({
  name: 'blockchainPage',
  title: 'Blockchain page',
  type: 'document',
  icon: CubeIcon,
  fields: [
    simpleHeroSection([eyebrowField()]),
    defineField({
      name: 'carousel',
      title: 'Carousel pictures',
      type: 'array',
      description: 'Six pictures; the strip repeats them.',
      of: [imageMember('Picture')],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().length(6),
    }),
    carouselLabelsSection(),
    sectionField('services', 'Services', [
      headingField(),
      cardsField(defineArrayMember({ type: 'offeringCard' }), 6),
    ]),
    sectionField('technologies', 'Specializations', [
      headingField(),
      stringField('note', 'Note', 80, 'For example "Updated: July 01, 2025".'),
      cardsField(
        defineArrayMember({
          name: 'technologyCard',
          title: 'Technology',
          type: 'object',
          fields: [
            stringField('name', 'Name', 40),
            imageField({ name: 'logo', title: 'Logo' }),
            textField('description', 'Description', 300),
          ],
          preview: { select: { title: 'name', subtitle: 'description', media: 'logo' } },
        }),
        6,
        'Technology cards',
      ),
    ]),
    bannerSection(),
    seoField(),
  ],
  preview: {
    select: { subtitle: 'hero.heading', media: 'carousel.0' },
    prepare: ({ subtitle, media }) => ({ title: 'Blockchain page', subtitle, media }),
  },
});
