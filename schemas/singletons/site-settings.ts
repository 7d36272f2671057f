// Company-wide details used on every page: name, logo, navigation, footer text and links, contact
// e-mails and phones, social links, business hours, the newsletter box, the forms' privacy notes,
// the labels screen readers announce, and the default SEO.
import { CogIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  linkField,
  requiredText,
  seoField,
  sectionField,
  stringField,
  textField,
  webUrlField,
} from '../lib/fields';
import { PRIVACY_POLICY_WORDS, SOCIAL_PLATFORMS } from '../lib/options';
import { notBlank, PHONE_NUMBER, uniqueBy } from '../lib/rules';
import { IconInput } from '../../studio/components/icon-input';
import { iconMedia } from '../../studio/components/preview-media';
import { imageField } from '../objects/image-with-alt';

function emailField(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().email().custom(notBlank(title)),
  });
}

/**
 * About the longest company name the header shows in full on a 320 px phone, on two lines beside
 * the logo (web/components/layout/header.tsx); a longer one is cut short there.
 */
const HEADER_NAME_FITS = 30;

function phoneField(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description: 'As printed, for example +91 98765 43210.',
    validation: (rule) =>
      rule
        .required()
        .regex(PHONE_NUMBER, { name: 'phone number (at least 10 digits)' })
        .custom(notBlank(title)),
  });
}

/** A list of links in the header or footer, in display order. */
function navLinksField(name: string, title: string, max: number, description: string) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'link' })],
    validation: (rule) => rule.required().min(1).max(max),
  });
}

/** A country as ISO 3166-1 alpha-2, which is what schema.org's addressCountry and Google expect. */
const COUNTRY_CODE = /^[A-Z]{2}$/;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The office address split into its parts, for structured data (JobPosting, Organization):
 * search engines filter jobs by town and region, which one block of text cannot tell them.
 */
function postalAddressField() {
  const optionalLine = (name: string, title: string, description: string) =>
    defineField({
      name,
      title,
      type: 'string',
      description,
      validation: (rule) => rule.max(80).custom(notBlank(title)),
    });
  return defineField({
    name: 'postalAddress',
    title: 'Office address for search engines',
    type: 'object',
    description:
      'The office address in parts, used by search engines (job postings, company details). The address shown on the site is the text above: change both together.',
    options: { collapsible: true, collapsed: false },
    fields: [
      stringField(
        'streetAddress',
        'Street address',
        160,
        'For example "Level 5, 21 Residency Road".',
      ),
      stringField('addressLocality', 'Town or city', 80, 'For example "Bengaluru".'),
      optionalLine('addressRegion', 'State or region', 'For example "Karnataka".'),
      optionalLine('postalCode', 'Postal code', 'For example "560025".'),
      defineField({
        name: 'addressCountry',
        title: 'Country code',
        type: 'string',
        description: 'Two capital letters (ISO 3166-1), for example IN for India.',
        validation: (rule) =>
          rule
            .required()
            .custom(notBlank('Country code'))
            .custom<string>(
              (code) =>
                code === undefined ||
                (COUNTRY_CODE.test(code) && countryNames.of(code) !== code) ||
                `"${code}" is not a country code: use two capital letters, for example IN for India.`,
            ),
      }),
    ],
  });
}

/**
 * A required note that names the privacy policy: the site links the words PRIVACY_POLICY_WORDS
 * in it to /privacy-policy, and warns an editor whose note leaves them out.
 */
function policyNoteField(name: string, title: string, max: number, where: string) {
  return defineField({
    ...stringField(
      name,
      title,
      max,
      `${where} The site turns the words "${PRIVACY_POLICY_WORDS}" (exactly so, with capitals) into a link to /privacy-policy; a note without them has no link.`,
    ),
    validation: (rule) => [
      rule.required().max(max).custom(notBlank(title)),
      rule
        .custom<string>(
          (note) =>
            note === undefined ||
            note.includes(PRIVACY_POLICY_WORDS) ||
            `"${title}" does not contain "${PRIVACY_POLICY_WORDS}" (with those capitals), so it will show without a link to the privacy policy.`,
        )
        .warning(),
    ],
  });
}

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'identity', title: 'Identity', default: true },
    { name: 'navigation', title: 'Navigation' },
    { name: 'contact', title: 'Contact' },
    { name: 'footer', title: 'Footer' },
    { name: 'forms', title: 'Forms' },
    { name: 'labels', title: 'Screen-reader labels' },
    { name: 'seo', title: 'SEO defaults' },
  ],
  fields: [
    defineField({
      ...stringField(
        'companyName',
        'Company name',
        80,
        `Shown beside the logo in the header and footer, and after every page title ("About | Company name"). Up to about ${HEADER_NAME_FITS} characters fit the header on a phone.`,
      ),
      validation: (rule) => [
        requiredText('Company name', 80)(rule),
        rule
          .max(HEADER_NAME_FITS)
          .warning(
            `Names over ${HEADER_NAME_FITS} characters do not fit the header on a phone: it shows two lines of the name and cuts off the rest (screen readers still read all of it). Every page title also ends in " | " and the name, and search engines show only about 70 characters of a title.`,
          ),
      ],
      group: 'identity',
    }),
    defineField({
      ...textField('blurb', 'Company blurb', 400, 'The short text beside the logo in the footer.'),
      group: ['identity', 'footer'],
    }),
    imageField({
      name: 'logo',
      title: 'Logo',
      description:
        'A square mark, shown 40 px wide beside the company name in the header and footer. SVG is best; a PNG should be at least 80 × 80 px. A wide logo is shrunk to fit the square.',
      group: 'identity',
      decorative: true,
    }),
    defineField({
      ...sectionField('navigation', 'Header navigation', [
        navLinksField(
          'links',
          'Menu links',
          7,
          'The links in the header, and in the menu on phones. The current page is highlighted.',
        ),
        linkField('cta', 'Button', 'The highlighted button at the right of the header.'),
      ]),
      group: 'navigation',
    }),
    defineField({
      ...sectionField('footerNav', 'Footer links and headings', [
        stringField('quickLinksHeading', '"Quick Links" heading', 40),
        navLinksField('quickLinks', 'Quick links', 12, 'The list of pages in the footer.'),
        stringField('contactHeading', '"Contact Us" heading', 40),
        navLinksField(
          'legalLinks',
          'Links beside the copyright line',
          4,
          'Normally the Privacy Policy and the Terms of Service.',
        ),
      ]),
      group: ['navigation', 'footer'],
    }),
    defineField({
      ...sectionField('contact', 'Contact details', [
        emailField('generalEmail', 'General e-mail', 'Shown in the footer and on /contact.'),
        phoneField('generalPhone', 'General phone'),
        emailField('servicesEmail', 'Services e-mail', 'Shown on the service pages.'),
        phoneField('servicesPhone', 'Services phone'),
        emailField('careersEmail', 'Careers e-mail', 'The "Send Us Your Resume" link.'),
        textField('address', 'Office address', 300),
        postalAddressField(),
      ]),
      group: 'contact',
    }),
    defineField({
      name: 'socials',
      title: 'Social links',
      type: 'array',
      group: ['contact', 'footer'],
      of: [
        defineArrayMember({
          name: 'socialLink',
          title: 'Social link',
          type: 'object',
          fields: [
            defineField({
              name: 'platform',
              title: 'Platform',
              type: 'string',
              options: { list: [...SOCIAL_PLATFORMS], layout: 'radio', direction: 'horizontal' },
              components: { input: IconInput },
              validation: (rule) => rule.required(),
            }),
            stringField(
              'label',
              'Link text',
              100,
              'Shown as the link on /contact, and read out by screen readers for the icon in the footer. For example "Follow Nexora Digital on Instagram".',
            ),
            webUrlField('url', 'Profile address'),
          ],
          preview: {
            select: { platform: 'platform', subtitle: 'url' },
            prepare: ({ platform, subtitle }) => ({
              title: SOCIAL_PLATFORMS.find(({ value }) => value === platform)?.title ?? platform,
              subtitle,
              media: iconMedia(platform),
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).custom(uniqueBy('platform', 'platform')),
    }),
    defineField({
      name: 'businessHours',
      title: 'Business hours',
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          name: 'openingHours',
          title: 'Opening hours',
          type: 'object',
          fields: [
            stringField('days', 'Days', 40, 'For example "Monday - Friday".'),
            stringField('hours', 'Hours', 40, 'For example "9:00 AM - 6:00 PM" or "Closed".'),
          ],
          preview: { select: { title: 'days', subtitle: 'hours' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(7),
    }),
    defineField({
      ...sectionField('newsletter', 'Newsletter box', [
        stringField('heading', 'Heading', 80, 'Also the name screen readers give the form.'),
        textField('text', 'Text', 300),
        stringField('emailLabel', 'E-mail field label', 60),
        stringField('exampleEmail', 'Example in the e-mail field', 60, 'Shown in the empty field.'),
        stringField('buttonLabel', 'Button label', 30),
        policyNoteField('note', 'Consent note', 160, 'Under the e-mail field.'),
      ]),
      group: 'footer',
    }),
    defineField({
      ...sectionField('formNotes', 'Privacy notes on forms', [
        policyNoteField(
          'enquiry',
          'Enquiry forms',
          240,
          "Under the Send button of the enquiry forms (Home, /contact) and of each service page's consultation form: what the details sent are used for.",
        ),
        policyNoteField(
          'application',
          'Job application form',
          240,
          'Under the Submit button on /apply: what an application is used for, and how long it is kept.',
        ),
      ]),
      group: 'forms',
    }),
    defineField({
      ...stringField(
        'copyright',
        'Copyright line',
        120,
        'The text after "© <current year>", for example "Company. All rights reserved."',
      ),
      group: 'footer',
    }),
    defineField({
      ...sectionField('labels', 'Screen-reader labels', [
        stringField(
          'skipLink',
          'Skip link',
          60,
          'The first link on every page, shown when reached with the Tab key: it jumps past the header.',
        ),
        stringField('mainNav', 'Name of the header navigation', 40),
        stringField('legalNav', 'Name of the links beside the copyright line', 40),
        stringField('openMenu', 'Menu button, closed', 40, 'The phone menu button, to open it.'),
        stringField('closeMenu', 'Menu button, open', 40, 'The phone menu button, to close it.'),
        stringField(
          'toLightTheme',
          'Theme button, in dark theme',
          60,
          'Also shown as its tooltip.',
        ),
        stringField(
          'toDarkTheme',
          'Theme button, in light theme',
          60,
          'Also shown as its tooltip.',
        ),
        stringField(
          'phone',
          'Before a phone number',
          20,
          'Read out before the phone number in the footer.',
        ),
        stringField(
          'email',
          'Before an e-mail address',
          20,
          'Read out before the e-mail address in the footer.',
        ),
      ]),
      group: 'labels',
    }),
    defineField({
      ...seoField({ group: 'seo' }),
      type: 'seoDefaults',
      title: 'SEO defaults',
      description:
        "The sharing image for pages without one of their own, and a fallback meta description that shows only where a page's own is empty.",
    }),
  ],
  preview: {
    select: { subtitle: 'companyName', media: 'logo' },
    prepare: ({ subtitle, media }) => ({ title: 'Site settings', subtitle, media }),
  },
});
