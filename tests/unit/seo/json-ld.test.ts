import { describe, expect, it } from 'vitest';

import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '@/lib/json-ld';
import { safeHref } from '@/lib/safe-url';

describe('serializeJsonLd', () => {
  it('cannot be broken out of by CMS text', () => {
    const json = serializeJsonLd(
      faqPageJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'a & b' }]),
    );
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(json).not.toContain('&');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});

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

  it('gives a job posting its rupee salary', () => {
    const job = jobPostingJsonLd(
      { title: 'Front-end Developer', salaryMin: 300000, salaryMax: 500000 },
      'Nexora Digital',
    );
    expect(job.baseSalary).toMatchObject({
      currency: 'INR',
      value: { minValue: 300000, maxValue: 500000, unitText: 'YEAR' },
    });
  });

  it('spells every employment type as schema.org does', () => {
    const typeOf = (employmentType?: string) =>
      jobPostingJsonLd({ title: 'Role', employmentType }, 'Nexora').employmentType;
    expect(typeOf('Full-time')).toBe('FULL_TIME');
    expect(typeOf('Part-time')).toBe('PART_TIME');
    expect(typeOf('Contract')).toBe('CONTRACTOR');
    expect(typeOf('Internship')).toBe('INTERN');
    expect(typeOf(undefined)).toBe('FULL_TIME');
  });

  it('gives a job posting its closing day only when the CMS sets one', () => {
    const open = jobPostingJsonLd({ title: 'Designer', datePosted: '2026-01-05' }, 'Nexora');
    expect(open).not.toHaveProperty('validThrough');
    const closing = jobPostingJsonLd(
      { title: 'Designer', datePosted: '2026-01-05', validThrough: '2026-02-28' },
      'Nexora',
    );
    expect(closing).toMatchObject({ datePosted: '2026-01-05', validThrough: '2026-02-28' });
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
    ['', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});
