import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import NotFoundRoute, { meta } from '@/app/routes/not-found';

import { renderWithContent, routeProps, useSeedContent } from '../../utils/render';

useSeedContent();

describe('not found page', () => {
  it('shows 404, Page Not Found, the moved-or-deleted message and Back to Home', async () => {
    renderWithContent(<NotFoundRoute {...routeProps(NotFoundRoute)} />, { route: '/no/such/page' });
    expect(await screen.findByText(/might have been moved or deleted/)).toBeInTheDocument();
    expect(screen.getByText('404', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the page out of search results', () => {
    const tags = meta({
      loaderData: {
        dehydratedState: null,
        head: { title: 'Page Not Found', description: '', noindex: true },
      },
      location: { pathname: '/404' },
      matches: [],
    } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});
