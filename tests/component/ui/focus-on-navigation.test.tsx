import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useFocusOnNavigation } from '@/components/layout/use-focus-on-navigation';

function Layout() {
  useFocusOnNavigation('main');
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          {
            path: '/careers',
            element: (
              <>
                <h1>Careers</h1>
                <section id="open-positions" aria-label="Open positions" />
              </>
            ),
          },
          { path: '/plain', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

describe('focus after a change of page', () => {
  it('leaves a first load alone, then focuses the new page’s h1', async () => {
    const go = renderSite();
    expect(document.body).toHaveFocus();
    await go('/careers');
    expect(screen.getByRole('heading', { name: 'Careers' })).toHaveFocus();
  });

  it('focuses the section a link to another page names', async () => {
    const go = renderSite();
    await go('/careers#open-positions');
    expect(screen.getByRole('region', { name: 'Open positions' })).toHaveFocus();
  });

  it('falls back to the main landmark on a page without an h1', async () => {
    const go = renderSite();
    await go('/plain');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone when only the query or the #anchor changes', async () => {
    const go = renderSite();
    await go('/careers');
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await go('/careers?category=x');
    await go('/careers#open-positions');
    expect(button).toHaveFocus();
    button.remove();
  });
});
