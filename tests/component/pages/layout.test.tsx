import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Footer } from '@/components/layout/footer';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/components/layout/header';
import { SiteLayout } from '@/app/site-layout';
import { FALLBACK_LOGO_SRC } from '@/components/layout/site-logo';
import { useTheme } from '@/features/theme/theme-provider';
import type { SiteSettingsQueryResult } from '@/lib/sanity.types';

import { renderWithContent, useSeedContent } from '../../utils/render';

useSeedContent();

async function renderLayout(route = '/about') {
  const rendered = renderWithContent(
    <SiteLayout>
      <h1>Page body</h1>
    </SiteLayout>,
    { route },
  );
  // The header and footer content comes from siteSettings.
  await screen.findByRole('contentinfo');
  await screen.findByRole('textbox', {
    description: 'By subscribing, you agree to our Privacy Policy.',
  });
  return rendered;
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  document.documentElement.classList.add('dark');
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setScrollY(0);
});

describe('header', () => {
  it('links the five pages, marks the current one and offers the consultation button', async () => {
    await renderLayout('/about');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Case Studies', '/case-studies'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('marks Services as current on a service detail page', async () => {
    await renderLayout('/services/seo');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it(`turns opaque only once the page has scrolled more than ${HEADER_SCROLL_THRESHOLD_PX} px`, async () => {
    await renderLayout();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-opaque', 'false');
    setScrollY(HEADER_SCROLL_THRESHOLD_PX);
    expect(header).toHaveAttribute('data-opaque', 'false');
    setScrollY(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(header).toHaveAttribute('data-opaque', 'true');
    setScrollY(0);
    expect(header).toHaveAttribute('data-opaque', 'false');
  });

  it('shows the CMS logo and swaps to the fallback logo once when it fails to load', async () => {
    await renderLayout();
    const header = screen.getByRole('banner');
    const logo = header.querySelector('img')!;
    expect(logo.getAttribute('src')).toMatch(/^\/images\/local-seed\//);
    // Shown at 40 px: a raster upload is asked for at 80 px, never at full size.
    expect(new URL(logo.src).searchParams.get('w')).toBe('80');
    expect(new URL(logo.src).searchParams.get('fit')).toBe('max');
    expect(within(header).getByRole('link', { name: 'Nexora Digital home' })).toHaveAttribute(
      'href',
      '/',
    );
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', FALLBACK_LOGO_SRC);
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', FALLBACK_LOGO_SRC);
  });

  it('opens the mobile menu with the same links and closes it on navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderLayout('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Services', 'Case Studies', 'Contact', 'Get a Free Consultation']);

    await user.click(within(panel).getByRole('link', { name: 'Services' }));
    expect(router.state.location.pathname).toBe('/services');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes the mobile menu on a link to the current page and on Escape', async () => {
    const user = userEvent.setup();
    await renderLayout('/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;

    await user.click(toggle);
    await user.click(within(panel).getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('theme', () => {
  it('toggles between dark and light and keeps the choice under the key theme', async () => {
    const user = userEvent.setup();
    await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('useTheme fails outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      useTheme();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});

describe('footer', () => {
  it('shows the blurb, both social links and the eight quick links', async () => {
    await renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/^Nexora Digital builds software/)).toBeInTheDocument();

    for (const name of [/Instagram/, /LinkedIn/]) {
      const social = within(footer).getByRole('link', { name });
      expect(social).toHaveAttribute('target', '_blank');
      expect(social).toHaveAttribute('rel', 'noopener noreferrer');
      expect(social.getAttribute('href')).toMatch(/^https:\/\//);
    }

    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['/', 'Home'],
      ['/about', 'About Us'],
      ['/services', 'Services'],
      ['/case-studies', 'Case Studies'],
      ['/careers', 'Careers'],
      ['/contact', 'Contact'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
    ]);
  });

  it('lists the general phone and e-mail, the newsletter box and the copyright line', async () => {
    await renderLayout();
    const footer = screen.getByRole('contentinfo');
    const contact = within(footer).getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: /98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(
      within(contact).getByRole('link', { name: /hello@nexoradigital.example/ }),
    ).toHaveAttribute('href', 'mailto:hello@nexoradigital.example');

    const newsletter = within(footer).getByRole('region', { name: 'Newsletter' });
    expect(within(newsletter).getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(newsletter).getByRole('textbox')).toHaveAccessibleDescription(
      'By subscribing, you agree to our Privacy Policy.',
    );
    expect(within(newsletter).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    const year = new Date().getFullYear();
    expect(footer).toHaveTextContent(`© ${year} Nexora Digital. All rights reserved.`);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  it('keeps the pre-rendered year while hydrating, then shows the visitor’s year without a warning', async () => {
    const settings = {
      companyName: 'Nexora Digital',
      copyright: 'Nexora Digital. All rights reserved.',
    } as NonNullable<SiteSettingsQueryResult>;
    const tree = (
      <MemoryRouter>
        <Footer settings={settings} />
      </MemoryRouter>
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-31T23:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container).toHaveTextContent('© 2025 Nexora Digital. All rights reserved.');

    vi.setSystemTime(new Date('2026-01-02T10:00:00Z'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    await waitFor(() =>
      expect(container).toHaveTextContent('© 2026 Nexora Digital. All rights reserved.'),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('site layout', () => {
  it('has a skip link to the main landmark and loads the chat widget', async () => {
    await renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Page body' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });
});
