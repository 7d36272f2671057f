// Structured data (schema.org JSON-LD) built from CMS content. Serialised with every `<`, `>`
// and `&` escaped, so CMS text such as "</script>" can never close the script element.
import type { EMPLOYMENT_TYPES } from '../../schemas/constants';

import { splitParagraphs } from './paragraphs';
import { isExternalHref, safeHref } from './safe-url';
import { absoluteUrl, canonicalUrl } from './seo';

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Site settings' office address in parts (Studio: "Office address for search engines"). */
interface PostalAddressInput {
  streetAddress?: string | null;
  addressLocality?: string | null;
  addressRegion?: string | null;
  postalCode?: string | null;
  addressCountry?: string | null;
}

const POSTAL_ADDRESS_PARTS = [
  'streetAddress',
  'addressLocality',
  'addressRegion',
  'postalCode',
  'addressCountry',
] as const;

/** The agency's country when Site settings hold no address in parts (before they had one). */
const DEFAULT_COUNTRY = 'IN';

/** The address in parts, or null while Site settings have none filled in. */
function postalAddressJsonLd(address: PostalAddressInput | null | undefined): JsonLdObject | null {
  if (!address?.streetAddress && !address?.addressLocality) return null;
  const parts = POSTAL_ADDRESS_PARTS.flatMap((part) =>
    address[part] ? [[part, address[part]] as const] : [],
  );
  return {
    '@type': 'PostalAddress',
    addressCountry: DEFAULT_COUNTRY,
    ...Object.fromEntries(parts),
  };
}

interface OrganizationInput {
  companyName?: string | null;
  blurb?: string | null;
  logoUrl?: string | null;
  contact?: {
    generalEmail?: string | null;
    generalPhone?: string | null;
    servicesEmail?: string | null;
    servicesPhone?: string | null;
    careersEmail?: string | null;
    postalAddress?: PostalAddressInput | null;
  } | null;
  socials?: { url?: string | null }[] | null;
}

export function organizationJsonLd(site: OrganizationInput): JsonLdObject {
  const contact = site.contact ?? {};
  const point = (contactType: string, email?: string | null, telephone?: string | null) =>
    email || telephone
      ? {
          '@type': 'ContactPoint',
          contactType,
          ...(email ? { email } : {}),
          ...(telephone ? { telephone } : {}),
        }
      : null;
  const address = postalAddressJsonLd(contact.postalAddress);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName ?? '',
    url: canonicalUrl('/'),
    ...(site.logoUrl ? { logo: absoluteUrl(site.logoUrl) } : {}),
    ...(site.blurb ? { description: site.blurb } : {}),
    ...(address ? { address } : {}),
    contactPoint: [
      point('customer service', contact.generalEmail, contact.generalPhone),
      point('sales', contact.servicesEmail, contact.servicesPhone),
      point('recruiting', contact.careersEmail),
    ].filter(Boolean),
    // Profiles elsewhere: only a whole http(s) address names one, and only one safeHref
    // passes, as for every other link from the CMS.
    sameAs: (site.socials ?? [])
      .map((social) => safeHref(social.url))
      .filter((href): href is string => href !== undefined && isExternalHref(href)),
  };
}

export function faqPageJsonLd(
  faq: { question?: string | null; answer?: string | null }[],
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question ?? '',
      acceptedAnswer: { '@type': 'Answer', text: item.answer ?? '' },
    })),
  };
}

/** The Studio's employment types as schema.org (and Google's job search) spells them. */
const SCHEMA_EMPLOYMENT_TYPES: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

const schemaEmploymentType = (type: string | null | undefined): string =>
  SCHEMA_EMPLOYMENT_TYPES[(type ?? 'Full-time') as keyof typeof SCHEMA_EMPLOYMENT_TYPES] ?? 'OTHER';

interface JobInput {
  title?: string | null;
  /** Its anchor on /careers, which is the posting's URL. */
  slug?: string | null;
  description?: string | null;
  datePosted?: string | null;
  validThrough?: string | null;
  employmentType?: string | null;
  location?: string | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  requirements?: string[] | null;
}

/** The hiring company, from Site settings. */
interface CompanyInput {
  companyName?: string | null;
  /** The logo as a raster image (logoPngUrl), as for the Organization. */
  logoUrl?: string | null;
  /** The office address as shown on the site: one block of text. */
  address?: string | null;
  postalAddress?: PostalAddressInput | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Google reads HTML in a posting's description: the summary, in the paragraphs and line breaks
 * /careers shows it in, then the requirements as a list.
 */
function jobDescriptionHtml(job: JobInput): string {
  const requirements = (job.requirements ?? []).filter(Boolean);
  return [
    ...splitParagraphs(job.description).map(
      (lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    ),
    requirements.length
      ? `<ul>${requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
  ].join('');
}

/**
 * The closing day's last second. The careers query keeps an opening listed until the day has
 * passed in UTC, so the posting ends then too; a bare date would read as the day's start.
 */
const endOfDayUtc = (date: string) => `${date}T23:59:59Z`;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'IN' -> 'India'; anything that is not a two-letter code is passed on as written. */
const countryName = (code: string) =>
  /^[A-Z]{2}$/.test(code) ? (countryNames.of(code) ?? code) : code;

/**
 * Where the job is. A remote opening has no office location: Google wants TELECOMMUTE and the
 * country applicants must live in. Others name the office, in parts when Site settings have
 * them, else as the displayed text in one line.
 */
function jobLocationJsonLd(job: JobInput, company: CompanyInput | null | undefined) {
  const office = postalAddressJsonLd(company?.postalAddress) ?? {
    '@type': 'PostalAddress',
    addressCountry: DEFAULT_COUNTRY,
    ...(company?.address ? { streetAddress: company.address } : {}),
  };
  if (job.location === 'Remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: {
        '@type': 'Country',
        name: countryName(String(office.addressCountry)),
      },
    };
  }
  return { jobLocation: { '@type': 'Place', address: office } };
}

export function jobPostingJsonLd(
  job: JobInput,
  company: CompanyInput | null | undefined,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title ?? '',
    ...(job.slug
      ? {
          url: canonicalUrl(`/careers#${job.slug}`),
          // The company's own id for the opening, so a search engine keeps one posting per job.
          identifier: {
            '@type': 'PropertyValue',
            name: company?.companyName ?? '',
            value: job.slug,
          },
        }
      : {}),
    description: jobDescriptionHtml(job),
    // 'Apply Now' leads to /apply, whose form sends nothing: applying takes
    // an e-mail with the résumé, not the page alone.
    directApply: false,
    ...(job.datePosted ? { datePosted: job.datePosted } : {}),
    ...(job.validThrough ? { validThrough: endOfDayUtc(job.validThrough) } : {}),
    employmentType: schemaEmploymentType(job.employmentType),
    hiringOrganization: {
      '@type': 'Organization',
      name: company?.companyName ?? '',
      sameAs: canonicalUrl('/'),
      ...(company?.logoUrl ? { logo: absoluteUrl(company.logoUrl) } : {}),
    },
    ...jobLocationJsonLd(job, company),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salaryMin,
        maxValue: job.salaryMax,
        unitText: 'YEAR',
      },
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path),
    })),
  };
}
