import { describe, expect, it } from 'vitest';

import { buildCarouselSlides } from '@/components/carousel/carousel-slides';

const images = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ _key: key, alt: `Picture ${key}` }));

describe('buildCarouselSlides', () => {
  it('repeats the whole set until there are enough slides for a seamless loop', () => {
    const slides = buildCarouselSlides(images, 10);
    expect(slides).toHaveLength(12);
    expect(slides.map((slide) => slide.image._key).join('')).toBe('abcdefabcdef');
  });

  it('marks only the repeats as duplicates', () => {
    const slides = buildCarouselSlides(images, 10);
    expect(slides.slice(0, 6).every((slide) => !slide.duplicate)).toBe(true);
    expect(slides.slice(6).every((slide) => slide.duplicate)).toBe(true);
  });

  it('gives every slide a unique key', () => {
    const keys = buildCarouselSlides(images, 10).map((slide) => slide.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps a long set as it is', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({ _key: String(index) }));
    const slides = buildCarouselSlides(many, 10);
    expect(slides).toHaveLength(14);
    expect(slides.some((slide) => slide.duplicate)).toBe(false);
  });

  it('returns nothing for no pictures', () => {
    expect(buildCarouselSlides([], 10)).toEqual([]);
  });
});
