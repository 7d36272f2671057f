import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import CaseStudyDetailRoute, { clientLoader } from '@/app/routes/case-study-detail';

import { loadSeedDocuments } from '../../utils/lake-server';
import { renderWithContent, routeProps, useSeedContent } from '../../utils/render';

useSeedContent();

/** Every published case study of the seed, as [slug, title]: each has a page of its own. */
const CASE_STUDIES = loadSeedDocuments()
  .filter((doc) => doc._type === 'caseStudy' && !doc._id.includes('.'))
  .map((doc) => [(doc.slug as { current: string }).current, doc.title as string] as const);

function renderCaseStudy(slug: string) {
  return renderWithContent(
    <CaseStudyDetailRoute {...routeProps(CaseStudyDetailRoute, { slug })} />,
    {
      route: `/case-studies/${slug}`,
      path: '/case-studies/:slug',
    },
  );
}

describe('/case-studies/:slug', () => {
  it('shows the story from the CMS: title, category, image, description, client and duration', async () => {
    renderCaseStudy('enterprise-technology-integration');
    const hero = await screen.findByRole('region', { name: 'Enterprise Technology Integration' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Enterprise Technology Integration',
    );
    expect(within(hero).getByText('Technology Integration')).toBeInTheDocument();
    expect(within(hero).getByText(/^We connected twelve disconnected systems/)).toBeInTheDocument();
    const image = within(hero).getByRole('img', {
      name: /Enterprise Technology Integration case study/,
    });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(within(hero).getByText('Client').nextElementSibling).toHaveTextContent(
      'National logistics group',
    );
    expect(within(hero).getByText('Duration').nextElementSibling).toHaveTextContent('6 months');
  });

  it.each(CASE_STUDIES)('shows /case-studies/%s as %s', async (slug, title) => {
    renderCaseStudy(slug);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key Results' })).toBeInTheDocument();
  });

  it('lists every result', async () => {
    renderCaseStudy('enterprise-technology-integration');
    const results = await screen.findByRole('region', { name: 'Key Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '65% reduction in manual data entry',
      '40% faster order processing',
      '12 legacy systems connected',
      '99.9% integration uptime',
    ]);
  });

  it('renders the Portable Text body with its headings and paragraphs', async () => {
    renderCaseStudy('cloud-migration-financial-services');
    const story = await screen.findByRole('article', { name: 'The Story' });
    expect(
      within(story)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['The Challenge', 'Our Approach', 'The Outcome']);
    expect(within(story).getByRole('heading', { name: 'Our Approach' })).toHaveAttribute(
      'id',
      'our-approach',
    );
    expect(story.querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
  });

  it('leads on to /contact and back to /case-studies', async () => {
    renderCaseStudy('web-app-development');
    await screen.findByRole('heading', { level: 1 });
    const cta = screen.getByRole('complementary', { name: 'Want Results Like These?' });
    expect(within(cta).getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const backLinks = screen.getAllByRole('link', { name: 'Back to Case Studies' });
    expect(backLinks.length).toBeGreaterThan(0);
    for (const link of backLinks) expect(link).toHaveAttribute('href', '/case-studies');
  });

  it('shows Case Study Not Found for an unknown slug', async () => {
    renderCaseStudy('no-such-story');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case Study Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The case study you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
  });

  it('loads an unknown slug without throwing, titled as not found and noindex', async () => {
    const data = await clientLoader({ params: { slug: 'no-such-story' } } as never);
    expect(data.head).toMatchObject({ title: 'Case Study Not Found', noindex: true });
    const known = await clientLoader({
      params: { slug: 'business-development-strategy' },
    } as never);
    expect(known.head.title).toBe('Business Development Strategy | Case Study | Nexora Digital');
  });
});
