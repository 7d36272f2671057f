// Search and sharing details for one page: the browser-tab title, the snippet search engines
// show, and the picture used when the page is shared on social networks.
import { defineField, defineType } from 'sanity';
import type { CustomValidator, ValidationContext } from 'sanity';

import { notBlank, VALIDATION_API_VERSION } from '../lib/rules';
import { imageField } from './image-with-alt';

/** About where search engines cut a title off in their results. */
const TITLE_MAX_LENGTH = 70;

/**
 * What a page title needs to say what the page is. A company name so long that it leaves less
 * is cut off in the results whatever the title: the warning then asks only that the title itself
 * shows in full, and Site settings warns about the name.
 */
const TITLE_MIN_ROOM = 30;

/** The company name the site appends to titles (Site settings), or null when unknown. */
async function companyName(context: ValidationContext): Promise<string | null> {
  try {
    return await context
      .getClient({ apiVersion: VALIDATION_API_VERSION })
      .fetch<string | null>('*[_id == "siteSettings"][0].companyName');
  } catch {
    return null;
  }
}

/**
 * Warns when a title with the " | <company name>" the site appends (web/lib/seo.ts) would run
 * past what search engines show. A title that already names the company gets no suffix.
 */
const titleFitsWithSuffix: CustomValidator<string | undefined> = async (title, context) => {
  if (!title) return true;
  const company = await companyName(context);
  if (!company) {
    return (
      title.length <= TITLE_MAX_LENGTH ||
      `Search engines cut a "Page title" after about ${TITLE_MAX_LENGTH} characters (now ${title.length}), and the site also adds " | " and the company name.`
    );
  }
  const suffix = title.includes(company) ? '' : ` | ${company}`;
  const room = TITLE_MAX_LENGTH - suffix.length;
  if (room < TITLE_MIN_ROOM) {
    return (
      title.length <= TITLE_MAX_LENGTH ||
      `Search engines cut titles after about ${TITLE_MAX_LENGTH} characters, so this "Page title" is cut short (now ${title.length}). The "${suffix}" the site adds after it (${suffix.length} characters) is cut off on every page: a shorter company name in Site settings would leave it room.`
    );
  }
  if (title.length <= room) return true;
  return suffix
    ? `Search engines cut titles after about ${TITLE_MAX_LENGTH} characters. The site adds "${suffix}" (${suffix.length} characters), so keep the "Page title" to ${room} (now ${title.length}).`
    : `Search engines cut titles after about ${TITLE_MAX_LENGTH} characters: keep the "Page title" to ${room} (now ${title.length}).`;
};

/** The search-result snippet; the page SEO and the SEO defaults give it their own title. */
function descriptionField(title: string, description: string) {
  return defineField({
    name: 'description',
    title,
    type: 'text',
    rows: 3,
    description,
    validation: (rule) => [
      rule.required().max(160).custom(notBlank(title)),
      rule.min(50).warning('Descriptions under 50 characters rarely say enough to earn a click.'),
    ],
  });
}

export const seo = defineType({
  name: 'seo',
  title: 'SEO and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description:
        'Shown in the browser tab and as the search result headline. The site adds " | " and the company name (Site settings) unless the title already names the company.',
      validation: (rule) => [
        rule.required().custom(notBlank('Page title')),
        rule.custom(titleFitsWithSuffix).warning(),
      ],
    }),
    descriptionField(
      'Meta description',
      'The snippet under the search result. At most 160 characters.',
    ),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique().max(15),
    }),
    imageField({
      name: 'ogImage',
      title: 'Sharing image',
      description:
        'Shown when the page is shared; its alternative text goes with it (og:image:alt). Without one, the sharing image in Site settings › SEO defaults is used.',
      required: false,
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
});

/**
 * Site settings › SEO defaults: what a page falls back to (web/lib/seo.ts buildMeta). Every page
 * has its own title and its own required description, so in practice only the sharing image is
 * used; the description is a safety net (the company name comes from the settings' first field).
 */
export const seoDefaults = defineType({
  name: 'seoDefaults',
  title: 'SEO defaults',
  type: 'object',
  fields: [
    descriptionField(
      'Default meta description',
      "A safety net: the site uses it only for a page whose own meta description is empty, and every page's SEO requires one, so normally no page shows it. At most 160 characters.",
    ),
    imageField({
      name: 'ogImage',
      title: 'Default sharing image',
      description:
        'Shown when a page without a sharing image of its own is shared (service and case-study pages use their own picture first); its alternative text goes with it (og:image:alt).',
      required: false,
    }),
  ],
});
