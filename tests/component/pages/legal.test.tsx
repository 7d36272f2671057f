import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import PrivacyPolicyRoute from '@/app/routes/privacy-policy';
import TermsOfServiceRoute from '@/app/routes/terms-of-service';
import { RichText, richTextSections } from '@/components/ui/portable-text';
import { formatCalendarDate } from '@/lib/format-date';
import type { BlockContent } from '@/lib/sanity.types';

import { renderWithContent, routeProps, useSeedContent } from '../../utils/render';

useSeedContent();

afterEach(() => vi.unstubAllEnvs());

describe('/privacy-policy', () => {
  it('shows the title, the last-updated date, the body and the closing link to /contact', async () => {
    renderWithContent(<PrivacyPolicyRoute {...routeProps(PrivacyPolicyRoute)} />, {
      route: '/privacy-policy',
      path: '/privacy-policy',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    const updated = screen.getByText('Last updated:', { exact: false });
    expect(updated).toHaveTextContent('Last updated: May 15, 2025');
    expect(within(updated).getByText('May 15, 2025')).toHaveAttribute('dateTime', '2025-05-15');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Information We Collect' }),
    ).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: 'legal@nexoradigital.example' });
    expect(mail).toHaveAttribute('href', 'mailto:legal@nexoradigital.example');
    expect(mail).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Have Questions? Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('/terms-of-service', () => {
  it('has eleven numbered sections, listed in its table of contents', async () => {
    renderWithContent(<TermsOfServiceRoute {...routeProps(TermsOfServiceRoute)} />, {
      route: '/terms-of-service',
      path: '/terms-of-service',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => /^\d+\. /.test(heading.textContent ?? ''));
    expect(sections).toHaveLength(11);
    sections.forEach((heading, index) =>
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `)),
    );

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(contents).getAllByRole('link');
    expect(entries).toHaveLength(11);
    expect(entries[0]).toHaveAttribute('href', `/terms-of-service#${sections[0]!.id}`);
    expect(entries[10]).toHaveTextContent('11. Governing Law and Contact');
  });

  it('is governed by the laws of India, dated May 15, 2025, and ends with the contact link', async () => {
    renderWithContent(<TermsOfServiceRoute {...routeProps(TermsOfServiceRoute)} />, {
      route: '/terms-of-service',
      path: '/terms-of-service',
    });
    expect(
      await screen.findByText(/governed by and construed in accordance with the laws of India/),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated:', { exact: false })).toHaveTextContent(
      'Last updated: May 15, 2025',
    );
    expect(screen.getByRole('link', { name: 'Have Questions? Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['2025-05-15', 'May 15, 2025'],
    ['2024-01-01', 'January 1, 2024'],
    ['2024-12-31', 'December 31, 2024'],
    ['2024-02-29', 'February 29, 2024'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatCalendarDate(value)).toBe(expected);
  });

  it('keeps the calendar day in a time zone west of UTC', () => {
    // Node reads TZ on every Date call: a UTC parse of '2025-05-15' shows May 14 in Los Angeles.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatCalendarDate('2025-05-15')).toBe('May 15, 2025');
    expect(formatCalendarDate('2025-01-01')).toBe('January 1, 2025');
  });

  it.each([null, undefined, '', '2025-02-30', '15/05/2025', '2025-5-15'])('rejects %s', (value) => {
    expect(formatCalendarDate(value)).toBeNull();
  });
});

describe('RichText links', () => {
  const paragraph = (href: string, label: string): BlockContent[number] => ({
    _type: 'block',
    _key: label,
    style: 'normal',
    markDefs: [{ _type: 'link', _key: `${label}-link`, href }],
    children: [{ _type: 'span', _key: `${label}-span`, text: label, marks: [`${label}-link`] }],
  });

  function renderRichText(value: BlockContent) {
    const router = createMemoryRouter([{ path: '/', element: <RichText value={value} /> }]);
    render(<RouterProvider router={router} />);
  }

  it('opens external links in a new tab safely and keeps internal ones in the app', () => {
    renderRichText([
      paragraph('https://example.com/guide', 'External guide'),
      paragraph('/contact', 'Contact page'),
    ]);
    const external = screen.getByRole('link', { name: /External guide/ });
    expect(external).toHaveAttribute('href', 'https://example.com/guide');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'Contact page' });
    expect(internal).toHaveAttribute('href', '/contact');
    expect(internal).not.toHaveAttribute('target');
  });

  it('drops an unsafe href but keeps the text', () => {
    renderRichText([paragraph('javascript:alert(1)', 'Bad link')]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Bad link')).toBeInTheDocument();
  });

  /** A block of one unmarked span: a heading, or a paragraph with style 'normal'. */
  const textBlock = (
    key: string,
    style: 'h2' | 'h3' | 'normal',
    text: string,
  ): BlockContent[number] => ({
    _type: 'block',
    _key: key,
    style,
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}-span`, text, marks: [] }],
  });

  it('gives headings with the same text their own anchors, which the contents list links to', () => {
    const body = [
      textBlock('a', 'h2', 'Payments'),
      textBlock('b', 'h3', 'Refunds'),
      textBlock('c', 'h2', 'Refunds'),
      textBlock('d', 'h2', 'Payments'),
    ];
    renderRichText(body);
    const ids = screen.getAllByRole('heading').map((element) => element.id);
    expect(ids).toEqual(['payments', 'refunds', 'refunds-2', 'payments-2']);
    expect(richTextSections(body)).toEqual([
      { id: 'payments', text: 'Payments' },
      { id: 'refunds-2', text: 'Refunds' },
      { id: 'payments-2', text: 'Payments' },
    ]);
  });

  it('lists headings in any script, and one of symbols alone, in the contents with their own anchors', () => {
    const body = [
      textBlock('a', 'h2', 'Données personnelles'),
      textBlock('b', 'h2', 'गोपनीयता नीति (हिन्दी सारांश)'),
      textBlock('c', 'h2', '🚀'),
    ];
    renderRichText(body);
    const ids = screen.getAllByRole('heading').map((element) => element.id);
    expect(ids).toEqual(['données-personnelles', 'गोपनीयता-नीति-हिन्दी-सारांश', 'section-3']);
    expect(richTextSections(body).map(({ id }) => id)).toEqual(ids);
  });

  it('leaves out empty lines instead of showing a blank paragraph or heading', () => {
    const body = [
      textBlock('a', 'h2', 'Payments'),
      textBlock('b', 'normal', ''),
      textBlock('c', 'h2', '   '),
      textBlock('d', 'normal', 'Paid monthly.'),
    ];
    renderRichText(body);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(document.querySelectorAll('p')).toHaveLength(1);
    expect(richTextSections(body)).toEqual([{ id: 'payments', text: 'Payments' }]);
  });

  it('styles headings and lists', () => {
    renderRichText([
      {
        _type: 'block',
        _key: 'h',
        style: 'h3',
        markDefs: [],
        children: [{ _type: 'span', _key: 'hs', text: 'Sub heading', marks: [] }],
      },
      {
        _type: 'block',
        _key: 'l1',
        style: 'normal',
        listItem: 'number',
        level: 1,
        markDefs: [],
        children: [{ _type: 'span', _key: 'l1s', text: 'First', marks: [] }],
      },
      {
        _type: 'block',
        _key: 'l2',
        style: 'normal',
        listItem: 'number',
        level: 1,
        markDefs: [],
        children: [{ _type: 'span', _key: 'l2s', text: 'Second', marks: [] }],
      },
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Sub heading' })).toHaveAttribute(
      'id',
      'sub-heading',
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
