import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import BlockchainRoute from '@/app/routes/blockchain';
import { renderWithContent, routeProps, stubMatchMedia, useSeedContent } from '../../utils/render';

useSeedContent();

beforeEach(() => {
  stubMatchMedia((query) => query.includes('reduce'));
});

async function renderPage() {
  renderWithContent(<BlockchainRoute {...routeProps(BlockchainRoute)} />, { route: '/blockchain' });
  await screen.findByRole('heading', { level: 1, name: 'Blockchain Solutions' });
}

describe('/blockchain', () => {
  it('shows the six pictures repeated in a labelled carousel', async () => {
    await renderPage();
    const gallery = screen.getByRole('region', { name: 'Blockchain gallery' });
    await vi.waitFor(() => expect(gallery.querySelectorAll('.swiper-slide')).toHaveLength(12));
    expect(within(gallery).getAllByRole('img')).toHaveLength(6);
    expect(gallery.querySelectorAll('.swiper-slide[aria-hidden="true"]')).toHaveLength(6);
  });

  it('lists the six blockchain services, each with four features', async () => {
    await renderPage();
    const services = screen.getByRole('region', { name: 'Blockchain Services' });
    const cards = within(services).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Smart Contract Development',
      'Supply Chain Traceability',
      'Digital Identity Management',
      'DeFi Platform Solutions',
      'Asset Tokenization',
      'Blockchain Integration and Consulting',
    ]);
    for (const card of cards) expect(within(card).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows six technology cards with logos and the dated note', async () => {
    await renderPage();
    const specializations = screen.getByRole('region', { name: 'Specializations' });
    expect(within(specializations).getByText('Updated: July 01, 2025')).toBeInTheDocument();
    const names = within(specializations)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Ethereum', 'Polygon', 'Solana', 'Chainlink', 'IPFS', 'MetaMask']);
    const logos = within(specializations).getAllByRole('img');
    expect(logos).toHaveLength(6);
    for (const logo of logos) expect(logo).toHaveAccessibleName(/mark$/);
  });

  it('closes with a banner linking to a consultation and the case studies', async () => {
    await renderPage();
    const banner = screen.getByRole('region', { name: 'Ready to Build on Blockchain?' });
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
