import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

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

// The carousel, the service list and the closing banner are shared with /ai-automation:
// solution-pages.test.tsx.
describe('/blockchain', () => {
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
});
