import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CmsImage } from '@/components/ui/cms-image';

const asset = { _ref: 'image-abc123-1600x1000-svg' };

describe('CmsImage', () => {
  it("keeps the editor's focal point in view where CSS crops the picture", () => {
    render(
      <CmsImage
        image={{ asset, alt: 'Team at work', hotspot: { x: 0.3, y: 0.75 } }}
        sizes="100vw"
        className="object-cover"
      />,
    );
    expect(screen.getByRole('img', { name: 'Team at work' })).toHaveStyle({
      objectPosition: '30% 75%',
    });
  });

  it('crops around the centre when no focal point is set', () => {
    render(<CmsImage image={{ asset, alt: 'Team at work' }} sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Team at work' });
    expect(image.getAttribute('style')).toBeNull();
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1000');
  });

  it('asks for a vector image once, at one URL, whatever the width it shows at', () => {
    render(
      <>
        <CmsImage image={{ asset, alt: 'In the strip' }} sizes="240px" />
        <CmsImage image={{ asset, alt: 'In the grid' }} sizes="(min-width: 1024px) 480px, 100vw" />
      </>,
    );
    const [strip, grid] = ['In the strip', 'In the grid'].map((name) =>
      screen.getByRole('img', { name }),
    );
    for (const image of [strip!, grid!]) {
      expect(image).not.toHaveAttribute('srcset');
      expect(image).not.toHaveAttribute('sizes');
      expect(new URL(image.getAttribute('src')!, 'http://site').searchParams.has('w')).toBe(false);
      // The box is still reserved before the file arrives.
      expect(image).toHaveAttribute('width', '1600');
      expect(image).toHaveAttribute('height', '1000');
    }
    expect(strip!.getAttribute('src')).toBe(grid!.getAttribute('src'));
  });

  it('offers a raster image in widths up to twice its own, for the browser to pick', () => {
    const photo = { _ref: 'image-abc123-800x500-jpg' };
    render(<CmsImage image={{ asset: photo, alt: 'Office' }} sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Office' });
    expect(image).toHaveAttribute('sizes', '50vw');
    const widths = image
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['160w', '320w', '480w', '640w', '800w', '1024w', '1280w', '1600w']);
  });

  it('shows nothing for a malformed reference, which would add its own srcset entries', () => {
    const crafted = { _ref: 'image-a 9999w, https://cdn.sanity.io/images/p/d/b-2000x2000-png' };
    render(<CmsImage image={{ asset: crafted, alt: 'Crafted' }} sizes="100vw" />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
