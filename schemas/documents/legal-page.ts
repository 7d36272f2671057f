// The privacy policy and the terms of service. Each page shows its "last updated" date; the
// terms' section headings (Heading 2) are numbered "1. ", "2. " and so on, in order.
import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import type { CustomValidator, PortableTextBlock } from 'sanity';

import { stringField, textField } from '../lib/fields';
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
  fields: [
    stringField('title', 'Title', 80),
    defineField({
      name: 'slug',
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
      title: 'Last updated',
      type: 'date',
      options: { dateFormat: 'MMMM D, YYYY' },
      validation: (rule) => rule.required().custom(notInFuture),
    }),
    defineField({ ...textField('intro', 'Introduction', 800), rows: 4 }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'blockContent',
      validation: (rule) => rule.required().custom(hasText('Body')).custom(numberedSections),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
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
