// Structured data (schema.org JSON-LD) built from CMS content. Serialised with every `<`, `>`
// and `&` escaped, so CMS text such as "</script>" can never close the script element.
import type { EMPLOYMENT_TYPES } from '../../schemas/lib/options';

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
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName ?? '',
    url: canonicalUrl('/'),
    ...(site.logoUrl ? { logo: absoluteUrl(site.logoUrl) } : {}),
    ...(site.blurb ? { description: site.blurb } : {}),
    contactPoint: [
      point('customer service', contact.generalEmail, contact.generalPhone),
      point('sales', contact.servicesEmail, contact.servicesPhone),
      point('recruiting', contact.careersEmail),
    ].filter(Boolean),
    sameAs: (site.socials ?? []).map((social) => social.url).filter(Boolean),
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

export function jobPostingJsonLd(
  job: JobInput,
  hiringOrganization: string,
  address?: string | null,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title ?? '',
    ...(job.slug ? { url: canonicalUrl(`/careers#${job.slug}`) } : {}),
    description: [job.description, ...(job.requirements ?? [])].filter(Boolean).join(' '),
    ...(job.datePosted ? { datePosted: job.datePosted } : {}),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: schemaEmploymentType(job.employmentType),
    hiringOrganization: {
      '@type': 'Organization',
      name: hiringOrganization,
      sameAs: canonicalUrl('/'),
    },
    jobLocationType: job.location === 'Remote' ? 'TELECOMMUTE' : undefined,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'IN',
        ...(address ? { streetAddress: address } : {}),
      },
    },
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
