import { describe, expect, it } from 'vitest';

import { serviceDetailHead } from '@/features/services/service-detail-head';
import type { ServiceDetailQueryResult, ServiceNotFoundQueryResult } from '@/lib/sanity.types';

import { servicesPage } from '../../../seed/content/services-page';

type Service = NonNullable<ServiceDetailQueryResult>;

const service = {
  title: 'Search Engine Optimization',
  seo: {
    title: 'SEO Services | Nexora Digital',
    description: 'Rank higher.',
    keywords: ['seo'],
    ogImage: null,
  },
  image: {
    _type: 'image',
    alt: 'Chart',
    asset: { _type: 'reference', _ref: 'image-abc123-1600x1000-svg' },
  },
} as unknown as Service;

describe('serviceDetailHead', () => {
  it('titles an unknown id as not found and keeps it out of search results', () => {
    const notFound = servicesPage.detailNotFound as ServiceNotFoundQueryResult;
    expect(serviceDetailHead(null, notFound)).toEqual({
      title: 'Service Not Found',
      description: "The service you're looking for doesn't exist or has been moved.",
      keywords: ['service not found'],
      noindex: true,
      notFound: true,
    });
  });

  it("uses a known service's SEO fields, and its picture for sharing", () => {
    const head = serviceDetailHead(service);
    expect(head).toMatchObject({
      title: 'SEO Services | Nexora Digital',
      description: 'Rank higher.',
      keywords: ['seo'],
    });
    expect(head.noindex).toBeUndefined();
    expect(head.image).toMatch(/abc123-1600x1000\.svg\?/);
  });

  it('asks for a 1200×630 PNG preview, since social networks do not show SVG', () => {
    const params = new URL(serviceDetailHead(service).image!, 'https://x.example').searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      w: '1200',
      h: '630',
      fit: 'crop',
      fm: 'png',
    });
  });

  it("prefers the SEO object's own share image over the service picture", () => {
    const ogImage = {
      _type: 'image',
      asset: { _type: 'reference', _ref: 'image-def456-1200x630-png' },
    };
    const head = serviceDetailHead({ ...service, seo: { ...service.seo!, ogImage } } as Service);
    expect(head.image).toMatch(/def456-1200x630\.png\?/);
  });

  it('falls back to the service title when SEO is not filled in', () => {
    expect(serviceDetailHead({ ...service, seo: null }).title).toBe('Search Engine Optimization');
  });
});
