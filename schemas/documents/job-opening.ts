// An open position on /careers ("Open Positions"), each with an "Apply Now" link. Salaries
// are in rupees per annum, as the careers page prints them.
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { AddUserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import type { CustomValidator } from 'sanity';

import { iconMedia } from '../../studio/components/preview-media';
import { stringField, stringItem, textField } from '../lib/fields';
import { EMPLOYMENT_TYPES, JOB_LOCATIONS, toOptions } from '../lib/options';
import {
  editorToday,
  kebabCaseSlug,
  notBeforeSiblingDate,
  notBelowSibling,
  notInFuture,
} from '../lib/rules';

/** Below this a yearly salary in rupees is almost surely typed in lakh or thousands. */
const LOWEST_PLAUSIBLE_SALARY = 10_000;

const RUPEES_PER_LAKH = 100_000;

/** Warns about a salary that looks typed in lakh ("5") instead of rupees per year (500000). */
function plausibleSalary(title: string): CustomValidator<number | undefined> {
  return (salary) => {
    // Zero and below are errors already (rule.positive()).
    if (salary === undefined || salary <= 0 || salary >= LOWEST_PLAUSIBLE_SALARY) return true;
    const hint =
      salary < 100
        ? `did you mean ${salary} lakh (${salary * RUPEES_PER_LAKH})?`
        : `5 lakh is entered as ${5 * RUPEES_PER_LAKH}.`;
    return `"${title}" is ₹${salary} a year. Salaries are in rupees per year: ${hint}`;
  };
}

/** Today as the site reads it when it hides closed openings: the UTC date (careers queries.ts). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const jobOpening = defineType({
  name: 'jobOpening',
  title: 'Job opening',
  type: 'document',
  icon: AddUserIcon,
  fieldsets: [{ name: 'salary', title: 'Salary (₹ per annum)', options: { columns: 2 } }],
  fields: [
    stringField('title', 'Job title', 80),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description:
        "The opening's anchor on the careers page (/careers#<slug>), which is also the URL of its JobPosting data for search engines. An opening without one is not listed; changing it breaks links already shared.",
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom(kebabCaseSlug),
    }),
    orderRankField({ type: 'jobOpening' }),
    stringField('department', 'Department', 60),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      options: { list: toOptions(JOB_LOCATIONS), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      options: { list: toOptions(EMPLOYMENT_TYPES) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'salaryMin',
      title: 'From',
      type: 'number',
      fieldset: 'salary',
      validation: (rule) => [
        rule.required(),
        rule.integer().positive().error('"From" must be a whole number of rupees above zero.'),
        rule.custom(plausibleSalary('From')).warning(),
      ],
    }),
    defineField({
      name: 'salaryMax',
      title: 'To',
      type: 'number',
      fieldset: 'salary',
      validation: (rule) => [
        rule.required().custom(notBelowSibling('To', { field: 'salaryMin', title: 'From' })),
        rule.integer().positive().error('"To" must be a whole number of rupees above zero.'),
        rule.custom(plausibleSalary('To')).warning(),
      ],
    }),
    defineField({ ...textField('description', 'Description', 800), rows: 4 }),
    defineField({
      name: 'requirements',
      title: 'Requirements',
      type: 'array',
      of: [stringItem('Requirements', 160)],
      validation: (rule) => rule.required().min(1).max(10).unique(),
    }),
    defineField({
      name: 'datePosted',
      title: 'Date posted',
      type: 'date',
      description: 'Not shown on the page: search engines read it from the job posting data.',
      options: { dateFormat: 'MMMM D, YYYY' },
      initialValue: editorToday,
      validation: (rule) => rule.required().min('2024-01-01').custom(notInFuture),
    }),
    defineField({
      name: 'validThrough',
      title: 'Applications close',
      type: 'date',
      description:
        'Optional: the last day to apply, shown on the opening. From the day after, the opening leaves /careers and search results. Leave empty for an opening that stays until you remove it.',
      options: { dateFormat: 'MMMM D, YYYY' },
      validation: (rule) =>
        rule.custom(
          notBeforeSiblingDate('Applications close', { field: 'datePosted', title: 'Date posted' }),
        ),
    }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: {
      title: 'title',
      department: 'department',
      location: 'location',
      validThrough: 'validThrough',
    },
    prepare: ({ title, department, location, validThrough }) => {
      const closed = typeof validThrough === 'string' && validThrough < todayUtc();
      return {
        title,
        subtitle: [closed ? `Closed (last day ${validThrough})` : null, department, location]
          .filter(Boolean)
          .join(' · '),
        // A briefcase while the opening is on /careers, a crossed circle once it has closed.
        media: iconMedia(closed ? 'x-circle' : 'briefcase'),
      };
    },
  },
});
