// Images with alternative text: every picture the site shows needs a description for screen
// readers, so editors cannot publish an image without one.
import { defineArrayMember, defineField } from 'sanity';
import type { ConditionalProperty } from 'sanity';

const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description: 'What the image shows, for screen readers and search engines.',
  validation: (rule) => rule.required().max(160),
});

interface ImageFieldOptions {
  name: string;
  title: string;
  description?: string;
  /** Optional images may be left empty, but once added they need an uploaded file. */
  required?: boolean;
  group?: string | string[];
  fieldset?: string;
  hidden?: ConditionalProperty;
}

/**
 * A Sanity `image` field with a required `alt` subfield. The stored value keeps `_type: 'image'`
 * (not a custom type name), which is what the seed and the image URL builder expect.
 */
export function imageField({ required = true, ...options }: ImageFieldOptions) {
  return defineField({
    ...options,
    type: 'image',
    options: { hotspot: true },
    fields: [altField],
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
