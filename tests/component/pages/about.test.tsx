import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import AboutRoute from '@/app/routes/about';

import { renderWithContent, stubMatchMedia, useSeedContent } from '../../utils/render';

useSeedContent();

const routeProps = {
  loaderData: { dehydratedState: null, head: { title: '', description: '' } },
} as unknown as Parameters<typeof AboutRoute>[0];

function mockMotionPreference() {
  stubMatchMedia();
}

async function renderAbout() {
  const rendered = renderWithContent(<AboutRoute {...routeProps} />, {
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
    .map((value) => `${value.textContent} ${value.previousElementSibling?.textContent}`);
}

beforeEach(() => mockMotionPreference());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

  it('counters below the fold step by one every 30 ms once in view', async () => {
    const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ callback: this.callback, element });
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
    await renderAbout();
    expect(impactFigures().slice(0, 3)).toEqual([
      '0+ Websites Launched',
      '0+ Mobile Apps',
      '0M+ Lines of Code',
    ]);

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const impact = screen.getByRole('region', { name: 'Our Development Impact' });
    const counters = within(impact).getAllByRole('definition').slice(0, 3);
    act(() => {
      for (const { callback, element } of observed.filter((entry) =>
        counters.includes(entry.element as HTMLElement),
      )) {
        callback([{ isIntersecting: true, target: element } as never], {} as IntersectionObserver);
      }
    });
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

  it('ends with Explore Our Services to /services', async () => {
    await renderAbout();
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
