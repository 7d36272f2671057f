// A page whose content is on screen keeps it when a later read of the CMS fails: React Query
// keeps the data and only records the error, and the page must not swap itself for the route's
// error screen. This is what keeps pre-rendered pages readable when the content lake stops.
import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import CaseStudiesRoute from '@/app/routes/case-studies';
import CaseStudyDetailRoute from '@/app/routes/case-study-detail';
import HomeRoute from '@/app/routes/home';
import PrivacyPolicyRoute from '@/app/routes/privacy-policy';
import ServiceDetailRoute from '@/app/routes/service-detail';
import ServicesRoute from '@/app/routes/services';

import { renderWithContent, routeProps, server, useSeedContent } from '../../utils/render';

useSeedContent();

interface PageCase {
  name: string;
  element: ReactElement;
  route: string;
  path?: string;
}

const PAGES: PageCase[] = [
  { name: 'Home', element: <HomeRoute {...routeProps(HomeRoute)} />, route: '/' },
  {
    name: 'Services',
    element: <ServicesRoute {...routeProps(ServicesRoute)} />,
    route: '/services',
  },
  {
    name: 'a service',
    element: (
      <ServiceDetailRoute
        {...routeProps(ServiceDetailRoute, { serviceId: 'technology-integrations' })}
      />
    ),
    route: '/services/technology-integrations',
    path: '/services/:serviceId',
  },
  {
    name: 'Case Studies',
    element: <CaseStudiesRoute {...routeProps(CaseStudiesRoute)} />,
    route: '/case-studies',
  },
  {
    name: 'a case study',
    element: (
      <CaseStudyDetailRoute
        {...routeProps(CaseStudyDetailRoute, { slug: 'enterprise-technology-integration' })}
      />
    ),
    route: '/case-studies/enterprise-technology-integration',
    path: '/case-studies/:slug',
  },
  {
    name: 'Privacy Policy',
    element: <PrivacyPolicyRoute {...routeProps(PrivacyPolicyRoute)} />,
    route: '/privacy-policy',
  },
];

function contentApiDown() {
  server.use(
    http.get('*/data/query/:dataset', () => HttpResponse.error()),
    http.post('*/data/query/:dataset', () => HttpResponse.error()),
  );
}

describe('a failed refresh of content already on screen', () => {
  it.each(PAGES)('leaves $name readable', async ({ element, route, path }) => {
    const { queryClient } = renderWithContent(element, { route, path: path ?? route });
    const heading = await screen.findByRole('heading', { level: 1 });
    const title = heading.textContent;

    contentApiDown();
    await act(async () => {
      await queryClient.refetchQueries();
      // React Query tells its observers on the next tick; let the page re-render with the error.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    // The refresh really failed...
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error');
    expect(failed.length).toBeGreaterThan(0);
    // ...and the page still shows what it showed before.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
