import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';

import AiAutomationRoute from '@/app/routes/ai-automation';
import { ImageCarousel } from '@/components/carousel/image-carousel';
import { renderWithContent, routeProps, stubMatchMedia, useSeedContent } from '../../utils/render';

useSeedContent();

beforeEach(() => {
  // Reduced motion keeps Swiper's autoplay off in jsdom, which has no layout to animate.
  stubMatchMedia((query) => query.includes('reduce'));
});

async function renderPage() {
  renderWithContent(<AiAutomationRoute {...routeProps(AiAutomationRoute)} />, {
    route: '/ai-automation',
  });
  await screen.findByRole('heading', { level: 1, name: 'Automate with AI' });
}

// The carousel, the service list and the closing banner are shared with /blockchain:
// solution-pages.test.tsx.
describe('/ai-automation', () => {
  it('describes the agent pictures by what they show', async () => {
    await renderPage();
    const gallery = screen.getByRole('region', { name: 'AI agents gallery' });
    await waitFor(() => expect(gallery.querySelector('.swiper')).not.toBeNull());
    expect(within(gallery).getAllByRole('img')[0]).toHaveAccessibleName(
      'Friendly round-headed AI agent waving',
    );
  });

  it("gives every service a named icon and lists the Ai Agent's features", async () => {
    await renderPage();
    const services = screen.getByRole('region', { name: 'Our Services' });
    const cards = within(services).getAllByRole('article');
    for (const card of cards) expect(within(card).getByRole('img')).toHaveAccessibleName(/.+/);
    for (const feature of [
      'Workflow Automation',
      'App Integration and Data Sync',
      'Document Processing',
      'Task Management Automation',
    ]) {
      expect(within(cards[0]!).getByText(feature)).toBeInTheDocument();
    }
  });

  it('gives six reasons under Why Choose Us', async () => {
    await renderPage();
    const why = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Massive Efficiency Gains',
      'Eliminate Human Error',
      'Cost-Effective Scaling',
      'Enhanced Team Productivity',
      'Always-On Operations',
      'Data-Driven Insights',
    ]);
  });
});

describe('ImageCarousel before hydration', () => {
  const images = Array.from({ length: 6 }, (_, index) => ({
    _key: `p${index}`,
    alt: `Picture ${index + 1}`,
    asset: { _ref: `image-${'a'.repeat(40)}${index}-600x600-svg` },
  }));

  it('pre-renders a still row of the first five pictures at their final size, without Swiper', () => {
    const html = renderToString(<ImageCarousel images={images} label="AI agents gallery" />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const region = page.querySelector('section[aria-label="AI agents gallery"]');
    expect(region).not.toBeNull();
    expect(region!.querySelector('.swiper')).toBeNull();
    const pictures = [...region!.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual([
      'Picture 1',
      'Picture 2',
      'Picture 3',
      'Picture 4',
      'Picture 5',
    ]);
    for (const img of pictures) {
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('height', '600');
    }
  });
});
