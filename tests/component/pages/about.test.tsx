import { act, screen, within } from '@testing-library/react';
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
    return function scrollCountersIntoView() {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const impact = screen.getByRole('region', { name: 'Our Development Impact' });
      scrollIntoView(within(impact).getAllByRole('definition').slice(0, 3));
    };
  }

  it('counters below the fold step by one every 30 ms once in view', async () => {
    const scrollCountersIntoView = await renderAboutWithCountersBelowFold();
    expect(impactFigures().slice(0, 3)).toEqual([
      '0+ Websites Launched',
      '0+ Mobile Apps',
      '0M+ Lines of Code',
    ]);
    scrollCountersIntoView();
    act(() => vi.advanceTimersByTime(30));
    expect(impactFigures().slice(0, 3)).toEqual([
      '1+ Websites Launched',
      '1+ Mobile Apps',
      '1M+ Lines of Code',
    ]);
    act(() => vi.advanceTimersByTime(270));
    expect(impactFigures().slice(0, 2)).toEqual(['10+ Websites Launched', '10+ Mobile Apps']);
    act(() => vi.advanceTimersByTime(300));
    expect(impactFigures().slice(0, 2)).toEqual(['20+ Websites Launched', '10+ Mobile Apps']);
  });

  it('screen readers get the final figures before, while and after the counters run', async () => {
    const finalFigures = ['20+ Websites Launched', '10+ Mobile Apps', '1M+ Lines of Code'];
    const scrollCountersIntoView = await renderAboutWithCountersBelowFold();
    expect(spokenImpactFigures().slice(0, 3)).toEqual(finalFigures);
    scrollCountersIntoView();
    act(() => vi.advanceTimersByTime(150));
    expect(impactFigures()[0]).toBe('5+ Websites Launched');
    expect(spokenImpactFigures().slice(0, 3)).toEqual(finalFigures);
    act(() => vi.advanceTimersByTime(600));
    expect(spokenImpactFigures().slice(0, 3)).toEqual(finalFigures);
  });

  it('a figure typed out in full counts up in 3 s, in bigger steps, with thousands separators', async () => {
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
    scrollCountersIntoView();
    act(() => vi.advanceTimersByTime(30));
    expect(impactFigures()[2]).toBe('10,000+ Lines of Code');
    act(() => vi.advanceTimersByTime(2970));
    expect(impactFigures()[2]).toBe('1,000,000+ Lines of Code');
  });

  it('ends with Explore Our Services to /services', async () => {
    await renderAbout();
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
