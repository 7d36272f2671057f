import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import HomeRoute from '@/app/routes/home';

import { stubBelowTheFold } from '../../utils/component-browser';
import {
  renderWithContent,
  routeProps,
  serveChangedSeed,
  stubMatchMedia,
  useSeedContent,
} from '../../utils/render';
import { shownText, spokenText } from '../../utils/text-views';

useSeedContent();

// The hero's six rotating service names in the seed.
const ROTATING_SERVICES = [
  'Technology Integration',
  'Product Delivery',
  'Cloud Solutions',
  'Web and App Development',
  'AI Automation',
  'Blockchain Solutions',
] as const;

// The twelve seed testimonials in the order the Studio list gives them.
const TESTIMONIAL_NAMES = [
  'Ananya Krishnan',
  'Daniel Whitmore',
  'Sofia Marquez',
  'Kenji Tanaka',
  'Amara Okafor',
  'Lukas Becker',
  'Priya Sharma',
  'Oliver Bennett',
  'Fatima Al-Sayed',
  'Marcus Lindqvist',
  'Chloe Dubois',
  'Rahul Mehta',
];

function mockMotionPreference(reduce: boolean) {
  stubMatchMedia((query) => reduce && query.includes('reduce'));
}

async function renderHome() {
  const rendered = renderWithContent(<HomeRoute {...routeProps(HomeRoute)} />, {
    route: '/',
    path: '/',
  });
  await screen.findByRole('heading', { level: 1, name: 'Your Gateway to Digital Evolution' });
  // The testimonials are a second query; wait for them too.
  await screen.findByRole('group', { name: 'Client testimonials' });
  return rendered;
}

/**
 * Every rotating name is on the page, holding the room of the longest; only `service` may be
 * visible.
 */
function expectOnlyShown(hero: HTMLElement, service: string, when: string) {
  for (const name of ROTATING_SERVICES) {
    const element = within(hero).getByText(name, { exact: true });
    if (name === service) expect(element, `${name} ${when}`).toBeVisible();
    else expect(element, `${name} ${when}`).not.toBeVisible();
  }
}

beforeEach(() => mockMotionPreference(false));
afterEach(() => {
  vi.useRealTimers();
});

describe('home page', () => {
  it('shows its eight sections in the order of the spec', async () => {
    await renderHome();
    const sections = [
      'Your Gateway to Digital Evolution',
      'Our Services',
      'Why Choose Nexora Digital',
      'AI and Blockchain Solutions',
      'What Our Clients Say',
      'Part of Nexora Group',
      'Marketing Solutions',
      'Book Your Free Consultation',
    ];
    const regions = screen.getAllByRole('region');
    expect(regions).toHaveLength(sections.length);
    regions.forEach((region, index) => expect(region).toHaveAccessibleName(sections[index]));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'AI and Blockchain Solutions' }),
    ).toBeInTheDocument();
  });

  it('hero: six rotating services, both calls to action and the three stats', async () => {
    await renderHome();
    const hero = screen.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
    expect(
      within(hero).getByText(`Services we deliver: ${ROTATING_SERVICES.join(', ')}`),
    ).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(hero).getByRole('link', { name: 'View Our Work' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    const stats = within(hero)
      .getAllByRole('definition')
      .map((value) => `${value.textContent} ${value.previousElementSibling?.textContent}`);
    expect(stats).toEqual(['+150% ROI', '+180% Traffic', '+150% Conversions']);
  });

  it('hero: shows one service at a time, the next every 2.5 s, and wraps to the first', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderHome();
    const hero = screen.getByRole('region', { name: 'Your Gateway to Digital Evolution' });

    for (const [index, service] of ROTATING_SERVICES.entries()) {
      expectOnlyShown(hero, service, `at ${index * 2500} ms`);
      act(() => vi.advanceTimersByTime(2499));
      expectOnlyShown(hero, service, 'just before the next');
      act(() => vi.advanceTimersByTime(1));
      expect(within(hero).getByText(service, { exact: true })).not.toBeVisible();
    }
    expectOnlyShown(hero, ROTATING_SERVICES[0], 'after a full round');
  });

  it('hero: stays on the first service for a visitor who wants less motion', async () => {
    mockMotionPreference(true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderHome();
    const hero = screen.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
    act(() => vi.advanceTimersByTime(60_000));
    expectOnlyShown(hero, ROTATING_SERVICES[0], 'after a minute');
  });

  it('services overview: six cards linking to their pages, View All Services and the custom CTA', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Our Services' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/services/technology-integrations',
      '/services/product-delivery',
      '/services/blockchain',
      '/services/business-development',
      '/services/social-media',
      '/services/cloud-solutions',
    ]);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/\S/);
      expect(card.querySelector('img')).not.toBeNull();
    }
    expect(within(section).getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(section).getByRole('link', { name: 'Need a Custom Solution?' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('services overview leaves out a featured service that is not published', async () => {
    // The Studio would refuse this, but content written through the API can hold it.
    serveChangedSeed((documents) =>
      documents.map((document) => {
        const doc = document as { _type: string; servicesSection?: { services: object[] } };
        if (doc._type !== 'homePage' || !doc.servicesSection) return doc;
        const [, ...rest] = doc.servicesSection.services;
        const draft = { _key: 'draft', _type: 'reference', _ref: 'new-service', _weak: true };
        return { ...doc, servicesSection: { ...doc.servicesSection, services: [draft, ...rest] } };
      }),
    );
    await renderHome();
    const section = screen.getByRole('region', { name: 'Our Services' });
    const links = within(section)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link').getAttribute('href'));
    expect(links).toEqual([
      '/services/product-delivery',
      '/services/blockchain',
      '/services/business-development',
      '/services/social-media',
      '/services/cloud-solutions',
    ]);
  });

  it('why choose: six cards whose counters end on the spec figures', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Why Choose Nexora Digital' });
    const cards = within(section).getAllByRole('article');
    const figures = ['150%', '2 Years', '50+', '98%', '50K+', '100%'];
    expect(cards).toHaveLength(figures.length);
    cards.forEach((card, index) => {
      // The card's heading is read first (heading navigation lands before the figure), then the
      // figure; e2e checks the figure still shows above the heading.
      const heading = within(card).getByRole('heading', { level: 3 }).textContent!;
      expect(shownText(card)).toMatch(new RegExp(`^${heading}${figures[index]}`));
      expect(spokenText(card)).toMatch(new RegExp(`^${heading}${figures[index]}`));
    });
  });

  it('why choose: a counter below the fold counts up from 0 once in view', async () => {
    const scrollIntoView = stubBelowTheFold();
    await renderHome();
    const section = screen.getByRole('region', { name: 'Why Choose Nexora Digital' });
    const card = within(section).getAllByRole('article')[0]!;
    const roi = within(card).getByText('0%', { ignore: '.sr-only' }).parentElement!;

    const seen = new Set<string>();
    await waitFor(() => {
      scrollIntoView([roi]);
      seen.add(shownText(roi));
      // A screen reader gets the figure it counts to throughout.
      expect(spokenText(roi)).toBe('150%');
      expect(shownText(roi)).toBe('150%');
    });
    expect(seen.size).toBeGreaterThan(2);
  });

  it('AI and blockchain: two cards linking to their pages', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'AI and Blockchain Solutions' });
    const links = within(section)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link').getAttribute('href'));
    expect(links).toEqual(['/ai-automation', '/blockchain']);
  });

  describe('testimonials carousel', () => {
    function shownNames() {
      const carousel = screen.getByRole('group', { name: 'Client testimonials' });
      return within(carousel)
        .getAllByRole('figure')
        .map((figure) => TESTIMONIAL_NAMES.find((name) => figure.textContent?.includes(name)));
    }

    it('shows three consecutive testimonials with their ratings', async () => {
      await renderHome();
      expect(shownNames()).toEqual(TESTIMONIAL_NAMES.slice(0, 3));
      const carousel = screen.getByRole('group', { name: 'Client testimonials' });
      expect(within(carousel).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    });

    it('next moves one on and wraps from the last back to the first', async () => {
      const user = userEvent.setup();
      await renderHome();
      const next = screen.getByRole('button', { name: 'Next testimonials' });
      await user.click(next);
      expect(shownNames()).toEqual(['Daniel Whitmore', 'Sofia Marquez', 'Kenji Tanaka']);
      expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
      for (let step = 0; step < 10; step += 1) await user.click(next);
      expect(shownNames()).toEqual(['Rahul Mehta', 'Ananya Krishnan', 'Daniel Whitmore']);
      await user.click(next);
      expect(shownNames()).toEqual(TESTIMONIAL_NAMES.slice(0, 3));
    });

    it('previous wraps from the first to the last', async () => {
      const user = userEvent.setup();
      await renderHome();
      await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
      expect(shownNames()).toEqual(['Rahul Mehta', 'Ananya Krishnan', 'Daniel Whitmore']);
      await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
      expect(shownNames()).toEqual(['Chloe Dubois', 'Rahul Mehta', 'Ananya Krishnan']);
    });

    it('has a dot per testimonial that jumps to it and marks the current one', async () => {
      const user = userEvent.setup();
      await renderHome();
      const dots = screen.getAllByRole('button', { name: /^Go to testimonial \d+$/ });
      expect(dots).toHaveLength(12);
      expect(dots[0]).toHaveAttribute('aria-current', 'true');

      await user.click(screen.getByRole('button', { name: 'Go to testimonial 11' }));
      expect(shownNames()).toEqual(['Chloe Dubois', 'Rahul Mehta', 'Ananya Krishnan']);
      expect(screen.getByRole('button', { name: 'Go to testimonial 11' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(dots[0]).not.toHaveAttribute('aria-current');

      await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
      expect(screen.getByRole('button', { name: 'Go to testimonial 12' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  });

  it('parent company and marketing cards open their external sites in a new tab', async () => {
    await renderHome();
    const parent = screen.getByRole('region', { name: 'Part of Nexora Group' });
    const parentLink = within(parent).getByRole('link', { name: /Visit Nexora Group/ });
    expect(parentLink).toHaveAttribute('href', 'https://www.nexoragroup.example');
    expect(parentLink).toHaveAttribute('target', '_blank');
    expect(parentLink).toHaveAttribute('rel', 'noopener noreferrer');

    const marketing = screen.getByRole('region', { name: 'Marketing Solutions' });
    const links = within(marketing).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('ends with the consultation form in the #contact section', async () => {
    await renderHome();
    const contact = screen.getByRole('region', { name: 'Book Your Free Consultation' });
    // The target of links to /#contact.
    expect(contact).toHaveAttribute('id', 'contact');
    expect(within(contact).getByRole('form', { name: 'Enquiry form' })).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
