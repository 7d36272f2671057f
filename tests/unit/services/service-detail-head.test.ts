import { describe, expect, it } from 'vitest';

import { serviceDetailHead } from '@/features/services/service-detail-head';
import type { ServiceDetailQueryResult } from '@/lib/sanity.types';

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
    expect(serviceDetailHead(null)).toEqual({
      title: 'Service Not Found',
      description: "The service you're looking for doesn't exist or has been moved.",
      noindex: true,
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
    expect(head.image).toMatch(/abc123-1600x1000\.svg\?.*w=1200/);
  });

  it('falls back to the service title when SEO is not filled in', () => {
    expect(serviceDetailHead({ ...service, seo: null }).title).toBe('Search Engine Optimization');
  });
});
