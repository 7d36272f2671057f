// The privacy policy and the terms of service. Each page shows its "last updated" date; the
// terms' section headings (Heading 2) are numbered "1. ", "2. " and so on, in order. Each ends
// with a "Have Questions?" link to /contact.
import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import type { CustomValidator, PortableTextBlock } from 'sanity';

import { sectionField, stringField, textField } from '../lib/fields';
import { LEGAL_PAGE_SLUGS } from '../lib/options';
import { blockText, hasText, notInFuture } from '../lib/rules';

const TERMS_SLUG = 'terms-of-service';

function isLegalSlug(slug: string | undefined): boolean {
  return (LEGAL_PAGE_SLUGS as readonly (string | undefined)[]).includes(slug);
}

/**
 * The terms page builds its table of contents from the numbered Heading 2 sections, so a
 * skipped or repeated number would show up to visitors as a broken list.
 */
const numberedSections: CustomValidator<PortableTextBlock[] | undefined> = (blocks, context) => {
  const slug = (context.document?.slug as { current?: string } | undefined)?.current;
  if (slug !== TERMS_SLUG || !blocks) return true;
  const headings = blocks.filter((block) => block._type === 'block' && block.style === 'h2');
  for (const [index, heading] of headings.entries()) {
    const expected = `${index + 1}. `;
    if (!blockText(heading).startsWith(expected)) {
      return {
        message: `Section heading ${index + 1} must start with "${expected}".`,
        path: [{ _key: heading._key }],
      };
    }
  }
  return headings.length > 0 || 'Add the numbered sections as Heading 2 blocks.';
};

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'labels', title: 'Labels' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ ...stringField('title', 'Title', 80), group: 'content' }),
    defineField({
      name: 'slug',
      group: 'content',
      title: 'Page',
      type: 'slug',
      description:
        'Legal pages live at fixed addresses (/privacy-policy, /terms-of-service), so the slug is locked once it is one of the two.',
      options: { source: 'title' },
      readOnly: ({ value }) => isLegalSlug(value?.current),
      validation: (rule) =>
        rule
          .required()
          .custom((slug) =>
            !slug?.current || isLegalSlug(slug.current)
              ? true
              : `Use one of: ${LEGAL_PAGE_SLUGS.join(', ')}.`,
          ),
    }),
    defineField({
      name: 'lastUpdated',
      group: 'content',
      title: 'Last updated',
      type: 'date',
      options: { dateFormat: 'MMMM D, YYYY' },
      validation: (rule) => rule.required().custom(notInFuture),
    }),
    defineField({ ...textField('intro', 'Introduction', 800), rows: 4, group: 'content' }),
    defineField({
      name: 'body',
      title: 'Body',
      group: 'content',
      type: 'blockContent',
      validation: (rule) => rule.required().custom(hasText('Body')).custom(numberedSections),
    }),
    defineField({
      ...sectionField('labels', 'Labels', [
        stringField('lastUpdatedLabel', '"Last updated" label', 40, 'Before the date.'),
        stringField('contentsHeading', 'Contents heading', 60, 'Above the list of sections.'),
      ]),
      group: 'labels',
    }),
    defineField({
      ...sectionField('questions', '"Have Questions?" link', [
        stringField('heading', 'Heading', 60),
        stringField('linkLabel', 'Link label', 40, 'The link goes to /contact.'),
        textField('text', 'Text', 200, 'Under the link.'),
      ]),
      group: 'labels',
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', lastUpdated: 'lastUpdated' },
    prepare: ({ title, slug, lastUpdated }) => ({
      title,
      subtitle: `/${slug ?? '…'}${lastUpdated ? ` · updated ${lastUpdated}` : ''}`,
    }),
  },
});
