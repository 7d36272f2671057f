import { describe, expect, it } from 'vitest';

import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '@/lib/json-ld';
import { isExternalHref, safeHref } from '@/lib/safe-url';

describe('serializeJsonLd', () => {
  it('cannot be broken out of by CMS text, and reads back as written', () => {
    const data = faqPageJsonLd([
      { question: '</script><script>alert(1)</script>', answer: 'a & b <!-- c -->' },
      // Line and paragraph separators end a line in older JavaScript parsers.
      { question: 'One\u2028two', answer: 'three\u2029four' },
    ]);
    const json = serializeJsonLd(data);
    expect(json).not.toContain('</script>');
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});

/** The seed's office address in parts (Site settings › Contact details). */
const office = {
  postalAddress: {
    streetAddress: 'Level 5, 21 Residency Road, Shanthala Nagar',
    addressLocality: 'Bengaluru',
    addressRegion: 'Karnataka',
    postalCode: '560025',
    addressCountry: 'IN',
  },
};
/** The schema.org form of `office`. */
const officeAddress = { '@type': 'PostalAddress', ...office.postalAddress };
const company = {
  companyName: 'Nexora Digital',
  address: 'Level 5, 21 Residency Road\nShanthala Nagar, Bengaluru\nKarnataka 560025, India',
  ...office,
};

describe('structured data builders', () => {
  it('describes the organisation with its contact points and profiles', () => {
    const org = organizationJsonLd({
      companyName: 'Nexora Digital',
      contact: {
        generalEmail: 'hello@x.example',
        generalPhone: '+91 1',
        careersEmail: 'jobs@x.example',
      },
      socials: [{ url: 'https://www.linkedin.com/company/x' }],
    });
    expect(org['@type']).toBe('Organization');
    expect(org.contactPoint).toHaveLength(2);
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/x']);
  });

  it('names as profiles only the whole http(s) addresses among its social links', () => {
    const org = organizationJsonLd({
      companyName: 'Nexora Digital',
      socials: [
        { url: 'javascript:alert(1)' },
        { url: 'https://www.instagram.com/x' },
        { url: '/about' },
        { url: 'https:evil.example' },
        { url: 'mailto:hello@x.example' },
        { url: null },
        { url: ' https://www.linkedin.com/company/x ' },
      ],
    });
    expect(org.sameAs).toEqual([
      'https://www.instagram.com/x',
      'https://www.linkedin.com/company/x',
    ]);
  });

  it('gives the organisation its office address in parts, when Site settings have them', () => {
    expect(organizationJsonLd({ companyName: 'Nexora Digital', contact: office })).toMatchObject({
      address: officeAddress,
    });
    expect(organizationJsonLd({ companyName: 'Nexora Digital', contact: {} })).not.toHaveProperty(
      'address',
    );
  });

  it('gives a job posting its rupee salary', () => {
    const job = jobPostingJsonLd(
      { title: 'Front-end Developer', salaryMin: 300000, salaryMax: 500000 },
      company,
    );
    expect(job.baseSalary).toMatchObject({
      currency: 'INR',
      value: { minValue: 300000, maxValue: 500000, unitText: 'YEAR' },
    });
  });

  it('names the opening by its slug and says applying takes more than the page', () => {
    const job = jobPostingJsonLd({ title: 'Developer', slug: 'full-stack-developer' }, company);
    expect(job).toMatchObject({
      url: expect.stringMatching(/\/careers#full-stack-developer$/),
      identifier: {
        '@type': 'PropertyValue',
        name: company.companyName,
        value: 'full-stack-developer',
      },
      directApply: false,
    });
    expect(jobPostingJsonLd({ title: 'Developer' }, company)).not.toHaveProperty('identifier');
  });

  it("shows the hiring company's logo when the site settings have one", () => {
    const job = jobPostingJsonLd(
      { title: 'Developer' },
      { ...company, logoUrl: 'https://cdn.sanity.io/images/p/d/logo-64x64.svg?w=512&fm=png' },
    );
    expect(job.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: company.companyName,
      logo: 'https://cdn.sanity.io/images/p/d/logo-64x64.svg?w=512&fm=png',
    });
    expect(jobPostingJsonLd({ title: 'Developer' }, company).hiringOrganization).not.toHaveProperty(
      'logo',
    );
  });

  it('spells every employment type as schema.org does', () => {
    const typeOf = (employmentType?: string) =>
      jobPostingJsonLd({ title: 'Role', employmentType }, company).employmentType;
    expect(typeOf('Full-time')).toBe('FULL_TIME');
    expect(typeOf('Part-time')).toBe('PART_TIME');
    expect(typeOf('Contract')).toBe('CONTRACTOR');
    expect(typeOf('Internship')).toBe('INTERN');
    expect(typeOf(undefined)).toBe('FULL_TIME');
  });

  it('ends a job posting on the last second of its closing day, in UTC as the careers page does', () => {
    const open = jobPostingJsonLd({ title: 'Designer', datePosted: '2026-01-05' }, company);
    expect(open).not.toHaveProperty('validThrough');
    const closing = jobPostingJsonLd(
      { title: 'Designer', datePosted: '2026-01-05', validThrough: '2026-02-28' },
      company,
    );
    expect(closing).toMatchObject({
      datePosted: '2026-01-05',
      validThrough: '2026-02-28T23:59:59Z',
    });
  });

  it('describes a job in HTML: the summary, then the requirements as a list', () => {
    const job = jobPostingJsonLd(
      {
        title: 'Developer',
        description: 'Build <fast> sites & apps.',
        requirements: ['2+ years with React', 'Experience with a "headless" CMS'],
      },
      company,
    );
    expect(job.description).toBe(
      '<p>Build &lt;fast&gt; sites &amp; apps.</p>' +
        '<ul><li>2+ years with React</li><li>Experience with a &quot;headless&quot; CMS</li></ul>',
    );
    expect(
      jobPostingJsonLd({ title: 'Developer', description: 'Only this.' }, company),
    ).toMatchObject({ description: '<p>Only this.</p>' });
  });

  it('keeps the paragraphs and line breaks of a job description, as /careers shows them', () => {
    const job = jobPostingJsonLd(
      { title: 'Developer', description: 'Build sites.\n\nShip apps,\nweekly.' },
      company,
    );
    expect(job.description).toBe('<p>Build sites.</p><p>Ship apps,<br>weekly.</p>');
  });

  it('places an office job at the address in parts from Site settings', () => {
    const job = jobPostingJsonLd({ title: 'Developer', location: 'Hybrid' }, company);
    expect(job.jobLocation).toEqual({
      '@type': 'Place',
      address: officeAddress,
    });
    expect(job).not.toHaveProperty('jobLocationType');
  });

  it('falls back to the displayed address text without an address in parts', () => {
    const job = jobPostingJsonLd(
      { title: 'Developer', location: 'On-site' },
      { companyName: 'Nexora Digital', address: 'Level 5, 21 Residency Road\nBengaluru' },
    );
    expect(job.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'IN',
        streetAddress: 'Level 5, 21 Residency Road\nBengaluru',
      },
    });
  });

  it('marks a remote job as telecommuting from the office country, with no office location', () => {
    const job = jobPostingJsonLd({ title: 'Developer', location: 'Remote' }, company);
    expect(job).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(job).not.toHaveProperty('jobLocation');
    const abroad = jobPostingJsonLd(
      { title: 'Developer', location: 'Remote' },
      { postalAddress: { ...office.postalAddress, addressCountry: 'DE' } },
    );
    expect(abroad.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Germany' });
  });

  it('numbers breadcrumbs from 1 with canonical URLs', () => {
    const crumbs = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: expect.stringMatching(/\/$/) }),
      expect.objectContaining({ position: 2, item: expect.stringMatching(/\/services$/) }),
    ]);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['tel:+911234567890', 'tel:+911234567890'],
    ['/contact', '/contact'],
    ['#contact', '#contact'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['//evil.example', undefined],
    // Browsers read a backslash as a slash and drop tabs and line breaks: all leave the site.
    ['/\\evil.example', undefined],
    ['/\t/evil.example', undefined],
    ['/\n/evil.example', undefined],
    ['https://example.com/a\\b', undefined],
    // Scheme-relative spellings browsers resolve against the page (http:/evil.example becomes
    // http://evil.example/ on an https page) would render as plain, same-tab links.
    ['http:/evil.example', undefined],
    ['https:evil.example', undefined],
    ['https://', undefined],
    ['HTTPS://Example.com/Path', 'HTTPS://Example.com/Path'],
    ['', undefined],
    // Only a link that starts with a safe scheme is kept, not one that merely contains it.
    ["javascript:alert('mailto:')", undefined],
    ['javascript:alert(1)//tel:1', undefined],
    [
      'mailto:hi@example.com?body=https://example.com',
      'mailto:hi@example.com?body=https://example.com',
    ],
    ['https:evil.example/https://example.com', undefined],
    ['https://exa mple.com/', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['HTTPS://Example.com', true],
    ['/go?to=https://example.com', false],
    ['mailto:hi@example.com', false],
    ['#contact', false],
  ])('%s -> %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});
