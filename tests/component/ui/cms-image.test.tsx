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

  it('shows nothing for a malformed reference, which would add its own srcset entries', () => {
    const crafted = { _ref: 'image-a 9999w, https://cdn.sanity.io/images/p/d/b-2000x2000-png' };
    render(<CmsImage image={{ asset: crafted, alt: 'Crafted' }} sizes="100vw" />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
