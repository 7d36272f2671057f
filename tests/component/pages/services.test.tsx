import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ServicesRoute from '@/app/routes/services';

import {
  renderWithContent,
  routeProps,
  serveChangedSeed,
  stubMatchMedia,
  useSeedContent,
} from '../../utils/render';

useSeedContent();

// The nine /services cards in order (docs/content-model.md), and whether each has its own page.
const CARDS = [
  { title: 'Technology Integrations', slug: 'technology-integrations', linked: true },
  { title: 'Product Delivery', slug: 'product-delivery', linked: true },
  { title: 'Web & App Development', slug: 'web-app-development', linked: false },
  { title: 'Server Migration', slug: 'server-migration', linked: false },
  { title: 'Data Migration', slug: 'data-migration', linked: false },
  { title: 'Business Development', slug: 'business-development', linked: true },
  { title: 'Cloud Solutions', slug: 'cloud-solutions', linked: true },
  { title: 'AI Solutions', slug: 'ai-solutions', linked: false },
  { title: 'Blockchain', slug: 'blockchain', linked: true },
] as const;

/** A desktop mouse when `hover` is true; otherwise a touch screen. Motion is never reduced. */
function mockPointer({ hover }: { hover: boolean }) {
  stubMatchMedia((query) => (query.includes('hover: hover') ? hover : false));
}

async function renderServices() {
  const rendered = renderWithContent(<ServicesRoute {...routeProps(ServicesRoute)} />, {
    route: '/services',
    path: '/services',
  });
  await screen.findByRole('heading', { level: 1, name: 'Our Services' });
  return rendered;
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

function toggle(title: string) {
  return screen.getByRole('button', { name: `Show details for ${title}` });
}

beforeEach(() => mockPointer({ hover: false }));

describe('/services', () => {
  it("opens with the hero and 'Discuss Your Project' to /contact", async () => {
    await renderServices();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows the nine service cards in order, front faces first', async () => {
    await renderServices();
    const toggles = screen.getAllByRole('button', { name: /^Show details for / });
    expect(toggles.map((button) => button.getAttribute('aria-label'))).toEqual(
      CARDS.map((entry) => `Show details for ${entry.title}`),
    );
    for (const button of toggles) expect(button).toHaveAttribute('aria-pressed', 'false');
    const front = within(card('Technology Integrations'));
    expect(front.getByRole('img')).toHaveAccessibleName(/connected systems/);
    expect(
      front.getByText(/Connect your CRM, ERP, payment and marketing tools/),
    ).toBeInTheDocument();
    // The back is turned away: out of the accessibility tree and out of the tab order.
    expect(front.queryByRole('list')).not.toBeInTheDocument();
    expect(front.queryByRole('link', { name: /Learn more/ })).not.toBeInTheDocument();
  });

  it('flips a card on click to show its icon and six offerings, and back again', async () => {
    const user = userEvent.setup();
    await renderServices();
    await user.click(toggle('Cloud Solutions'));
    expect(toggle('Cloud Solutions')).toHaveAttribute('aria-pressed', 'true');
    const back = within(card('Cloud Solutions'));
    expect(back.getAllByRole('listitem')).toHaveLength(6);
    expect(back.queryByRole('img')).not.toBeInTheDocument();
    expect(card('Cloud Solutions').querySelector('[aria-hidden="false"] svg')).not.toBeNull();

    await user.click(toggle('Cloud Solutions'));
    expect(toggle('Cloud Solutions')).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('Cloud Solutions')).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists six offerings on the back of every card', async () => {
    const user = userEvent.setup();
    await renderServices();
    for (const entry of CARDS) {
      await user.click(toggle(entry.title));
      expect(within(card(entry.title)).getAllByRole('listitem')).toHaveLength(6);
    }
  });

  it('flips by keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    await renderServices();
    toggle('Blockchain').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Blockchain')).toHaveAttribute('aria-pressed', 'true');
    const learnMore = within(card('Blockchain')).getByRole('link', {
      name: 'Learn more about Blockchain',
    });
    // The shown face is interactive, the turned-away one inert (jsdom ignores inert for Tab, so
    // the real tab order is covered by the e2e spec).
    expect(learnMore.closest('[inert]')).toBeNull();
    const frontTitleLink = card('Blockchain').querySelector('h3 a');
    expect(frontTitleLink?.closest('[inert]')).not.toBeNull();

    toggle('Blockchain').focus();
    await user.keyboard(' ');
    expect(toggle('Blockchain')).toHaveAttribute('aria-pressed', 'false');
  });

  it('flips on hover with a mouse on a device that can hover', async () => {
    mockPointer({ hover: true });
    const user = userEvent.setup();
    await renderServices();
    await user.hover(card('Product Delivery'));
    expect(toggle('Product Delivery')).toHaveAttribute('aria-pressed', 'true');
    await user.unhover(card('Product Delivery'));
    expect(toggle('Product Delivery')).toHaveAttribute('aria-pressed', 'false');
  });

  it('links the five cards with a page to /services/<id> and leaves the four data-only cards unlinked', async () => {
    const user = userEvent.setup();
    await renderServices();
    for (const entry of CARDS) {
      await user.click(toggle(entry.title));
      const links = within(card(entry.title)).queryAllByRole('link');
      if (entry.linked) {
        expect(links.map((link) => link.getAttribute('href'))).toContain(`/services/${entry.slug}`);
        expect(
          within(card(entry.title)).getByRole('link', { name: `Learn more about ${entry.title}` }),
        ).toHaveAttribute('href', `/services/${entry.slug}`);
      } else {
        expect(links).toHaveLength(0);
      }
    }
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/services/')),
    ).toHaveLength(5);
  });

  it('with no service on the page, says so and links to /contact instead of a hint over an empty grid', async () => {
    serveChangedSeed((documents) =>
      documents.map((document) => {
        const doc = document as { _type: string };
        return doc._type === 'service' ? { ...doc, onServicesPage: false } : doc;
      }),
    );
    await renderServices();
    const grid = screen.getByRole('region', { name: 'All services' });
    expect(within(grid).queryByText(/^Hover over a card/)).not.toBeInTheDocument();
    expect(within(grid).queryByRole('list')).not.toBeInTheDocument();
    expect(grid).toHaveTextContent(
      'Our list of services is being updated. In the meantime, tell us about your project.',
    );
    expect(within(grid).getByRole('link', { name: 'tell us about your project' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it("ends with the 'Need a Custom Solution?' banner and 'Get in Touch' to /contact", async () => {
    await renderServices();
    const banner = screen.getByRole('region', { name: 'Need a Custom Solution?' });
    expect(within(banner).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
