import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import CaseStudiesRoute from '@/app/routes/case-studies';

import {
  renderWithContent,
  routeProps,
  serveChangedSeed,
  useSeedContent,
} from '../../utils/render';

useSeedContent();

const CARDS = [
  [
    'Enterprise Technology Integration',
    'enterprise-technology-integration',
    'Technology Integration',
  ],
  [
    'Agile Product Delivery Transformation',
    'agile-product-delivery-transformation',
    'Product Delivery',
  ],
  [
    'Predictive Analytics Implementation',
    'predictive-analytics-implementation',
    'Business Development',
  ],
  ['Business Development Strategy', 'business-development-strategy', 'Business Development'],
  [
    'Cloud Migration for Financial Services',
    'cloud-migration-financial-services',
    'Cloud Solutions',
  ],
  [
    'Web and App Development for a Lifestyle Retailer',
    'web-app-development',
    'Web and App Development',
  ],
] as const;

async function renderCaseStudies() {
  renderWithContent(<CaseStudiesRoute {...routeProps(CaseStudiesRoute)} />, {
    route: '/case-studies',
    path: '/case-studies',
  });
  await screen.findByRole('heading', { level: 1, name: 'Case Studies' });
}

function cards() {
  return screen.queryAllByRole('article');
}

function filterButton(name: string) {
  return within(screen.getByRole('group', { name: 'Filter case studies by category' })).getByRole(
    'button',
    {
      name,
    },
  );
}

/** Answers content queries from the seed without any case study, as an empty CMS would. */
function serveSeedWithoutCaseStudies() {
  serveChangedSeed((documents) =>
    documents.filter((doc) => (doc as { _type: string })._type !== 'caseStudy'),
  );
}

/** Answers content queries from the seed with only its case studies of one category. */
function serveSeedWithCaseStudiesOnlyIn(category: string) {
  serveChangedSeed((documents) =>
    documents.filter((doc) => {
      const { _type, category: docCategory } = doc as { _type: string; category?: string };
      return _type !== 'caseStudy' || docCategory === category;
    }),
  );
}

describe('/case-studies', () => {
  it('shows six cards with image, category badge, title, clamped description and two results', async () => {
    await renderCaseStudies();
    expect(cards()).toHaveLength(6);
    for (const [title, slug, category] of CARDS) {
      const card = within(screen.getByRole('link', { name: title }).closest('article')!);
      expect(screen.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/case-studies/${slug}`,
      );
      expect(card.getByText(category)).toBeInTheDocument();
      // The picture is there but silent: its description would only repeat the title.
      expect(card.getByRole('presentation')).toHaveAttribute('alt', '');
      expect(card.getAllByRole('listitem')).toHaveLength(2);
    }
    const first = within(cards()[0]!);
    expect(first.getByText('65% reduction in manual data entry')).toBeInTheDocument();
    expect(first.getByText('40% faster order processing')).toBeInTheDocument();
    expect(first.queryByText('12 legacy systems connected')).not.toBeInTheDocument();
    expect(first.getByText(/^We connected twelve disconnected systems/)).toHaveClass(
      'line-clamp-3',
    );
  });

  it('offers the six filter buttons with All pressed by default', async () => {
    await renderCaseStudies();
    const group = screen.getByRole('group', { name: 'Filter case studies by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All',
      'Technology Integration',
      'Product Delivery',
      'Business Development',
      'Web and App Development',
      'Cloud Solutions',
    ]);
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(buttons.filter((button) => button.getAttribute('aria-pressed') === 'true')).toHaveLength(
      1,
    );
  });

  it('shows only the matching entries for a category, and all again for All', async () => {
    const user = userEvent.setup();
    await renderCaseStudies();
    await user.click(filterButton('Business Development'));
    expect(filterButton('Business Development')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Predictive Analytics Implementation',
      'Business Development Strategy',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 case studies');

    await user.click(filterButton('Cloud Solutions'));
    expect(cards()).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Cloud Migration for Financial Services' }),
    ).toBeInTheDocument();

    await user.click(filterButton('All'));
    expect(cards()).toHaveLength(6);
  });

  it('reads out the count with the category, so two categories of the same count differ', async () => {
    const user = userEvent.setup();
    await renderCaseStudies();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Showing 6 case studies$/);
    await user.click(filterButton('Cloud Solutions'));
    expect(status).toHaveTextContent(/^Showing 1 case study in Cloud Solutions$/);
    await user.click(filterButton('Web and App Development'));
    expect(status).toHaveTextContent(/^Showing 1 case study in Web and App Development$/);
  });

  it('says so when no case study matches, and suggests another category', async () => {
    serveSeedWithCaseStudiesOnlyIn('Cloud Solutions');
    const user = userEvent.setup();
    await renderCaseStudies();
    expect(cards()).toHaveLength(1);
    await user.click(filterButton('Product Delivery'));
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No case studies found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try selecting a different category to see more case studies'),
    ).toBeInTheDocument();
  });

  it('says case studies will appear soon when there are none at all, under any category', async () => {
    serveSeedWithoutCaseStudies();
    const user = userEvent.setup();
    await renderCaseStudies();
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No case studies yet' })).toBeInTheDocument();
    expect(screen.getByText('Our case studies will appear here soon.')).toBeInTheDocument();
    await user.click(filterButton('Product Delivery'));
    expect(screen.getByRole('heading', { name: 'No case studies yet' })).toBeInTheDocument();
    expect(screen.queryByText(/Try selecting a different category/)).not.toBeInTheDocument();
  });

  it('shows the impact numbers', async () => {
    await renderCaseStudies();
    const impact = screen.getByRole('region', { name: 'Our Impact By Numbers' });
    const figures = within(impact)
      .getAllByRole('definition')
      .map((figure) => figure.querySelector('.sr-only')?.textContent);
    const labels = within(impact)
      .getAllByRole('term')
      .map((label) => label.textContent);
    expect(figures).toEqual(['150%', '50+', '1+', '180%']);
    expect(labels).toEqual([
      'Average ROI',
      'Satisfied Clients',
      'Years Experience',
      'Avg. Traffic Growth',
    ]);
  });

  it("ends with 'Ready to Achieve Similar Results' and Get Started to /contact", async () => {
    await renderCaseStudies();
    const cta = screen.getByRole('region', { name: 'Ready to Achieve Similar Results' });
    expect(within(cta).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
