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
  return (to: string | number, options?: { replace?: boolean }) =>
    act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
}

/** A button outside the page, holding focus as the link or control a visitor used would. */
function focusSomethingElse() {
  const button = document.createElement('button');
  document.body.append(button);
  button.focus();
  return button;
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

  it('leaves focus alone for a filter (the query replaced) and Back within the page', async () => {
    const go = renderSite();
    await go('/careers#open-positions');
    await go('/careers');
    const button = focusSomethingElse();
    await go('/careers?category=x', { replace: true });
    await go(-1);
    expect(button).toHaveFocus();
    button.remove();
  });

  it('focuses the section a link within the page jumps to, as a browser #anchor does', async () => {
    const go = renderSite();
    await go('/careers');
    const button = focusSomethingElse();
    await go('/careers#open-positions');
    expect(screen.getByRole('region', { name: 'Open positions' })).toHaveFocus();
    button.remove();
  });

  it('focuses the h1 again on a link to the page already shown', async () => {
    const go = renderSite();
    await go('/careers?category=x');
    const heading = screen.getByRole('heading', { name: 'Careers' });
    // A link to the address shown replaces its entry (React Router's Link does so).
    let button = focusSomethingElse();
    await go('/careers?category=x', { replace: true });
    expect(heading).toHaveFocus();
    button.remove();
    // A link to the page without its filter adds one.
    button = focusSomethingElse();
    await go('/careers');
    expect(heading).toHaveFocus();
    button.remove();
  });
});
