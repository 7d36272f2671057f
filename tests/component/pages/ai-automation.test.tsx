import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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

const SERVICES = [
  'Ai Agent',
  'Insurance Agent',
  'Web Crawler',
  'Mail Assist',
  'Doc Insider',
  'Policy Summariser',
];

describe('/ai-automation', () => {
  it('shows the agent pictures in a labelled carousel, with repeats hidden from assistive technology', async () => {
    await renderPage();
    const gallery = screen.getByRole('region', { name: 'AI agents gallery' });
    // The Swiper carousel replaces the still row once its chunk has loaded.
    await vi.waitFor(() => expect(gallery.querySelector('.swiper')).not.toBeNull());

    const pictures = within(gallery).getAllByRole('img');
    expect(pictures).toHaveLength(6);
    expect(pictures[0]).toHaveAccessibleName('Friendly round-headed AI agent waving');

    const slides = gallery.querySelectorAll('.swiper-slide');
    expect(slides).toHaveLength(12);
    const hidden = [...slides].filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(hidden).toHaveLength(6);
    for (const slide of hidden) expect(slide.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('lists the six services, each with four features', async () => {
    await renderPage();
    const services = screen.getByRole('region', { name: 'Our Services' });
    const cards = within(services).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(SERVICES);
    for (const card of cards) {
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
      expect(within(card).getByRole('img')).toHaveAccessibleName(/.+/);
    }
    const agent = cards[0]!;
    for (const feature of [
      'Workflow Automation',
      'App Integration and Data Sync',
      'Document Processing',
      'Task Management Automation',
    ]) {
      expect(within(agent).getByText(feature)).toBeInTheDocument();
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

  it('closes with a banner linking to a consultation and the case studies', async () => {
    await renderPage();
    const banner = screen.getByRole('region', { name: 'Ready to Automate with Intelligence?' });
    expect(within(banner).getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(banner).getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
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
