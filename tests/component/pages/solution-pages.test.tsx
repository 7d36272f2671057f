// What /ai-automation and /blockchain share through SolutionPage: the picture carousel, six
// service cards of four features each, and the closing banner. Each page's own middle section
// is tested in its own file.
import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import AiAutomationRoute from '@/app/routes/ai-automation';
import BlockchainRoute from '@/app/routes/blockchain';

import { renderWithContent, routeProps, stubMatchMedia, useSeedContent } from '../../utils/render';

useSeedContent();

beforeEach(() => {
  // Reduced motion keeps Swiper's autoplay off in jsdom, which has no layout to animate.
  stubMatchMedia((query) => query.includes('reduce'));
});

interface SolutionCase {
  route: string;
  element: ReactElement;
  title: string;
  gallery: string;
  servicesHeading: string;
  services: string[];
  banner: string;
}

const PAGES: SolutionCase[] = [
  {
    route: '/ai-automation',
    element: <AiAutomationRoute {...routeProps(AiAutomationRoute)} />,
    title: 'Automate with AI',
    gallery: 'AI agents gallery',
    servicesHeading: 'Our Services',
    services: [
      'Ai Agent',
      'Insurance Agent',
      'Web Crawler',
      'Mail Assist',
      'Doc Insider',
      'Policy Summariser',
    ],
    banner: 'Ready to Automate with Intelligence?',
  },
  {
    route: '/blockchain',
    element: <BlockchainRoute {...routeProps(BlockchainRoute)} />,
    title: 'Blockchain Solutions',
    gallery: 'Blockchain gallery',
    servicesHeading: 'Blockchain Services',
    services: [
      'Smart Contract Development',
      'Supply Chain Traceability',
      'Digital Identity Management',
      'DeFi Platform Solutions',
      'Asset Tokenization',
      'Blockchain Integration and Consulting',
    ],
    banner: 'Ready to Build on Blockchain?',
  },
];

describe.each(PAGES)('$route', (page) => {
  async function renderPage() {
    renderWithContent(page.element, { route: page.route });
    await screen.findByRole('heading', { level: 1, name: page.title });
  }

  it('shows its six pictures in a labelled carousel, with repeats hidden from assistive technology', async () => {
    await renderPage();
    const gallery = screen.getByRole('region', { name: page.gallery });
    // The Swiper carousel replaces the still row once its chunk has loaded.
    await waitFor(() => expect(gallery.querySelectorAll('.swiper-slide')).toHaveLength(12));

    const pictures = within(gallery).getAllByRole('img');
    expect(pictures).toHaveLength(6);
    for (const picture of pictures) expect(picture).toHaveAccessibleName(/.+/);
    const hidden = gallery.querySelectorAll('.swiper-slide[aria-hidden="true"]');
    expect(hidden).toHaveLength(6);
    for (const slide of hidden) expect(slide.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('lists its six services, each with four features', async () => {
    await renderPage();
    const services = screen.getByRole('region', { name: page.servicesHeading });
    const cards = within(services).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      page.services,
    );
    for (const card of cards) expect(within(card).getAllByRole('listitem')).toHaveLength(4);
  });

  it('closes with a banner linking to a consultation and the case studies', async () => {
    await renderPage();
    const banner = screen.getByRole('region', { name: page.banner });
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
