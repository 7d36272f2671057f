import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import CareersRoute from '@/app/routes/careers';
import {
  renderWithContent,
  routeProps,
  serveChangedSeed,
  stubMatchMedia,
  useSeedContent,
} from '../../utils/render';

useSeedContent();

function mockMotionPreference(reduce: boolean) {
  stubMatchMedia((query) => reduce && query.includes('reduce'));
}

async function renderCareers() {
  const rendered = renderWithContent(<CareersRoute {...routeProps(CareersRoute)} />, {
    route: '/careers',
    path: '/careers',
  });
  await screen.findByRole('heading', { level: 1, name: 'Join Our Team' });
  return rendered;
}

beforeEach(() => {
  mockMotionPreference(false);
  Element.prototype.scrollIntoView = vi.fn();
});

describe('/careers', () => {
  it('lists the six benefits', async () => {
    await renderCareers();
    const benefits = screen.getByRole('region', { name: 'Why Work With Us' });
    const items = within(benefits).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    for (const title of [
      'Competitive Salary',
      'Performance Bonuses',
      'Flexible Hours',
      'Remote Work',
      'Latest Equipment',
      'Professional Growth',
    ]) {
      expect(within(benefits).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('shows each opening with its details, rupee salary, requirements and an Apply Now link', async () => {
    await renderCareers();
    const frontEnd = screen.getByRole('article', { name: 'Front-end Developer' });
    expect(within(frontEnd).getByText('Technology')).toBeInTheDocument();
    expect(within(frontEnd).getByText('Hybrid')).toBeInTheDocument();
    expect(within(frontEnd).getByText('Full-time')).toBeInTheDocument();
    expect(within(frontEnd).getByText('₹3,00,000 - ₹5,00,000 per annum')).toBeInTheDocument();
    expect(within(frontEnd).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(frontEnd).getByText('2+ years of professional experience with React'),
    ).toBeInTheDocument();

    const fullStack = screen.getByRole('article', { name: 'Full Stack Developer' });
    expect(within(fullStack).getByText('₹5,00,000 - ₹7,00,000 per annum')).toBeInTheDocument();
    expect(within(fullStack).getByText('Proficiency in React and Node.js')).toBeInTheDocument();

    // Each link is named after its opening, so a list of links tells them apart.
    const applyLinks = screen.getAllByRole('link', { name: /^Apply Now/ });
    expect(applyLinks.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Apply Now for Front-end Developer',
      'Apply Now for Full Stack Developer',
    ]);
    // An opening that is one of /apply's position choices arrives there chosen; the others
    // reach the form as it is.
    expect(applyLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/apply',
      '/apply?position=Full+Stack+Developer',
    ]);
    expect(within(frontEnd).getByRole('link', { name: /^Apply Now/ })).toHaveTextContent(
      /^Apply Now$/,
    );
  });

  it('gives each opening its slug as an anchor, which its JobPosting names as its URL', async () => {
    await renderCareers();
    const postings = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? 'null') as unknown)
      .flat()
      .filter((data) => (data as { '@type'?: string })['@type'] === 'JobPosting') as {
      title: string;
      url: string;
    }[];
    expect(postings).toHaveLength(2);
    for (const posting of postings) {
      const anchor = new URL(posting.url).hash.slice(1);
      expect(posting.url).toBe(`https://www.nexoradigital.example/careers#${anchor}`);
      expect(document.getElementById(anchor)).toBe(
        screen.getByRole('article', { name: posting.title }),
      );
    }
  });

  it('shows a closing day when the CMS sets one, and leaves out an opening whose day has passed', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const closing: Record<string, string> = {
      'Front-end Developer': today,
      'Full Stack Developer': '2025-01-31',
    };
    serveChangedSeed((documents) =>
      documents.map((doc) => {
        const job = doc as { _type: string; title?: string };
        const validThrough = job._type === 'jobOpening' && job.title && closing[job.title];
        return validThrough ? { ...job, validThrough } : job;
      }),
    );
    await renderCareers();

    // Open through the whole of its closing day.
    const frontEnd = screen.getByRole('article', { name: 'Front-end Developer' });
    const [year, month, day] = today.split('-').map(Number);
    const longDate = new Date(year!, month! - 1, day).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(within(frontEnd).getByText(`Apply by ${longDate}`)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Full Stack Developer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Apply Now/ })).toHaveLength(1);

    // Search engines get the same day, and no posting for the closed opening.
    const postings = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? 'null') as unknown)
      .flat()
      .filter((data) => (data as { '@type'?: string })['@type'] === 'JobPosting');
    expect(postings).toEqual([
      expect.objectContaining({ title: 'Front-end Developer', validThrough: `${today}T23:59:59Z` }),
    ]);
  });

  it('shows no closing day for openings without one (the seed sets none)', async () => {
    await renderCareers();
    expect(screen.queryByText(/^Apply by/)).not.toBeInTheDocument();
  });

  it('Apply Now opens the application page', async () => {
    const { router } = await renderCareers();
    await userEvent.click(screen.getAllByRole('link', { name: /^Apply Now/ })[1]!);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply');
  });

  it('offers a Send Us Your Resume mail link to the careers address', async () => {
    await renderCareers();
    expect(screen.getByRole('link', { name: 'Send Us Your Resume' })).toHaveAttribute(
      'href',
      'mailto:careers@nexoradigital.example',
    );
  });

  it('shows the three culture values and the five steps in order', async () => {
    await renderCareers();
    const culture = screen.getByRole('region', { name: 'Our Culture' });
    expect(
      within(culture)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Excellence', 'Innovation', 'Collaboration']);

    const process = screen.getByRole('region', { name: 'Our Hiring Process' });
    const steps = within(process).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Application Review',
      'Initial Screening',
      'Technical Assessment',
      'Team Interviews',
      'Final Decision',
    ]);
  });

  it('View Open Positions scrolls smoothly to the openings and moves focus to their heading', async () => {
    await renderCareers();
    const jump = screen.getByRole('link', { name: 'View Open Positions' });
    expect(jump).toHaveAttribute('href', '#open-positions');
    await userEvent.click(jump);

    const section = document.getElementById('open-positions');
    expect(section).toHaveAccessibleName('Open Positions');
    expect(section!.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('heading', { level: 2, name: 'Open Positions' })).toHaveFocus();
  });

  it('jumps without animation under reduced motion', async () => {
    mockMotionPreference(true);
    await renderCareers();
    await userEvent.click(screen.getByRole('link', { name: 'View Open Positions' }));
    await waitFor(() =>
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
        behavior: 'auto',
        block: 'start',
      }),
    );
  });

  it('has exactly one h1', async () => {
    await renderCareers();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
