// Image references from the CMS: only a well-formed asset id becomes an image URL.
import { describe, expect, it } from 'vitest';

import { hasImage, imageDimensions } from '@/lib/image';
import { shareImage } from '@/lib/seo';

const CRAFTED = 'image-a 9999w, https://cdn.sanity.io/images/p/d/b-2000x2000-png';

describe('image references', () => {
  it('reads the size and format of a well-formed asset id', () => {
    expect(imageDimensions('image-5f2b1c0d9e8a-1600x1000-svg')).toEqual({
      width: 1600,
      height: 1000,
      format: 'svg',
    });
  });

  it.each([
    CRAFTED,
    'image-abc-1600x1000-svg extra',
    'file-abc-1600x1000-svg',
    'file-image-abc-1600x1000-svg',
    'image-ab/c-1600x1000-svg',
    'image-abc-1600x1000-SVG',
    '',
    undefined,
  ])('treats %j as no image', (ref) => {
    expect(imageDimensions(ref)).toBeNull();
    expect(hasImage({ asset: { _ref: ref } })).toBe(false);
  });

  it('leaves a crafted reference out of the link preview, for the next candidate', () => {
    const crafted = { asset: { _ref: CRAFTED }, alt: 'Crafted' };
    const fallback = { asset: { _ref: 'image-abc123-1200x630-png' }, alt: 'Team' };

    const { image, imageAlt } = shareImage(crafted, fallback);

    expect(imageAlt).toBe('Team');
    expect(image).toContain('abc123-1200x630.png');
    expect(image).not.toContain('9999w');
  });
});
