// Images with alternative text: editors cannot publish a picture without a description for
// screen readers, except images always shown as decoration beside text that says the same (the
// logo beside the company name, the Home solution cards' pictures).
import { defineArrayMember, defineField } from 'sanity';
import type { ConditionalProperty } from 'sanity';

import { notBlank } from '../lib/rules';

const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'What the image shows, for screen readers and search engines.',
  validation: (rule) => rule.required().max(160).custom(notBlank('Alternative text')),
});

const decorativeAltField = defineField({
  name: 'alt',
  title: 'Alternative text (optional)',
  type: 'string',
  description:
    'Not read out: the site shows this image as decoration next to text that says the same. Kept with the image for other uses.',
  validation: (rule) => rule.max(160),
});

interface ImageFieldOptions {
  name: string;
  title: string;
  description?: string;
  /** Optional images may be left empty, but once added they need an uploaded file. */
  required?: boolean;
  /** The site always renders it with alt="": its alternative text is optional. */
  decorative?: boolean;
  group?: string | string[];
  fieldset?: string;
  hidden?: ConditionalProperty;
}

/**
 * A Sanity `image` field with an `alt` subfield, required unless the image is `decorative`. It
 * keeps `_type: 'image'`, not a custom type name: the seed and the image URL builder expect it.
 */
export function imageField({ required = true, decorative = false, ...options }: ImageFieldOptions) {
  return defineField({
    ...options,
    type: 'image',
    options: { hotspot: true },
    fields: [decorative ? decorativeAltField : altField],
    validation: (rule) =>
      required
        ? rule.required().assetRequired()
        : rule.custom((image) =>
            !image || image.asset?._ref ? true : 'Upload an image or remove this one.',
          ),
  });
}

/** An image inside an array (carousel slides), with the same alt-text rule. */
export function imageMember(title = 'Image') {
  return defineArrayMember({
    type: 'image',
    title,
    options: { hotspot: true },
    fields: [altField],
    validation: (rule) => rule.required().assetRequired(),
  });
}
