import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import AboutRoute from '@/app/routes/about';

import { stubBelowTheFold } from '../../utils/component-browser';
import { shownText, spokenText } from '../../utils/text-views';
import {
  renderWithContent,
  routeProps,
  serveChangedSeed,
  useSeedContent,
} from '../../utils/render';

useSeedContent();

async function renderAbout() {
  const rendered = renderWithContent(<AboutRoute {...routeProps(AboutRoute)} />, {
    route: '/about',
    path: '/about',
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

function impactFigures() {
  const impact = screen.getByRole('region', { name: 'Our Development Impact' });
  return within(impact)
    .getAllByRole('definition')
    .map((value) => `${shownText(value)} ${value.previousElementSibling?.textContent}`);
}

/** The figures as a screen reader reads them, with their labels. */
function spokenImpactFigures() {
  const impact = screen.getByRole('region', { name: 'Our Development Impact' });
  return within(impact)
    .getAllByRole('definition')
    .map((value) => `${spokenText(value)} ${value.previousElementSibling?.textContent}`);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/about', () => {
  it('opens with one h1 and a Get in Touch button to /contact', async () => {
    await renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('region', { name: 'About Nexora Digital' });
    expect(within(hero).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('Who We Are shows both readings: founded in 2024 and 2 years of team experience', async () => {
    await renderAbout();
    const who = screen.getByRole('region', { name: 'Who We Are' });
    expect(within(who).getByText(/founded in 2024/)).toBeInTheDocument();
    expect(within(who).getByText('2024').previousElementSibling).toHaveTextContent('Founded');
    expect(within(who).getByText('2').previousElementSibling).toHaveTextContent(
      'Years of team experience',
    );
  });

  it('has Our Mission and Our Vision', async () => {
    await renderAbout();
    expect(screen.getByRole('region', { name: 'Our Mission' })).toHaveTextContent(
      /Our Mission\s*To make modern technology practical/,
    );
    expect(screen.getByRole('region', { name: 'Our Vision' })).toHaveTextContent(
      /Our Vision\s*To be the most trusted digital partner/,
    );
  });

  it('Our Development Impact ends on 20+ websites, 10+ apps, 1M+ lines and 30+ countries', async () => {
    await renderAbout();
    expect(impactFigures()).toEqual([
      '20+ Websites Launched',
      '10+ Mobile Apps',
      '1M+ Lines of Code',
      '30+ Countries where our clients do business',
    ]);
  });

  /** Renders /about with the impact section below the fold; the result scrolls it into view. */
  async function renderAboutWithCountersBelowFold() {
    const scrollIntoView = stubBelowTheFold();
    await renderAbout();
    // The pre-rendered figures are final; the counters drop to 0 once their effect has run.
    await waitFor(() =>
      expect(
        impactFigures()
          .slice(0, 3)
          .every((figure) => figure.startsWith('0')),
      ).toBe(true),
    );
    return function scrollCountersIntoView() {
      const impact = screen.getByRole('region', { name: 'Our Development Impact' });
      scrollIntoView(within(impact).getAllByRole('definition').slice(0, 3));
    };
  }

  it('counters below the fold count up from 0 once in view; screen readers hear the final figures', async () => {
    const finalFigures = ['20+ Websites Launched', '10+ Mobile Apps', '1M+ Lines of Code'];
    const scrollCountersIntoView = await renderAboutWithCountersBelowFold();
    expect(impactFigures().slice(0, 3)).toEqual([
      '0+ Websites Launched',
      '0+ Mobile Apps',
      '0M+ Lines of Code',
    ]);
    const seen = new Set<string>();
    await waitFor(() => {
      scrollCountersIntoView();
      seen.add(impactFigures()[0]!);
      expect(spokenImpactFigures().slice(0, 3)).toEqual(finalFigures);
      expect(impactFigures().slice(0, 3)).toEqual(finalFigures);
    });
    expect(seen.size).toBeGreaterThan(2);
  });

  it('a figure typed out in full counts up with thousands separators', async () => {
    serveChangedSeed((documents) =>
      documents.map((document) => {
        const doc = document as { _type: string; impact?: { counters: object[] } };
        if (doc._type !== 'aboutPage' || !doc.impact) return doc;
        const [websites, apps, lines] = doc.impact.counters;
        const written = { ...lines, value: 1_000_000, suffix: '+' };
        return { ...doc, impact: { ...doc.impact, counters: [websites, apps, written] } };
      }),
    );
    const scrollCountersIntoView = await renderAboutWithCountersBelowFold();
    const seen = new Set<string>();
    await waitFor(
      () => {
        scrollCountersIntoView();
        seen.add(impactFigures()[2]!);
        expect(impactFigures()[2]).toBe('1,000,000+ Lines of Code');
      },
      { timeout: 6000 },
    );
    expect([...seen].some((figure) => /^\d{1,3},\d{3}\+ /.test(figure))).toBe(true);
  });

  it('ends with Explore Our Services to /services', async () => {
    await renderAbout();
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
