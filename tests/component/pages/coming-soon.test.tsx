import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ComingSoonRoute from '@/app/routes/coming-soon';

import { renderWithContent, routeProps, useSeedContent } from '../../utils/render';

useSeedContent();

describe.each(['/social-marketing', '/digital-marketing'])('%s (Coming Soon)', (route) => {
  it('shows the page copy, an email field with Notify Me and Back to Home', async () => {
    renderWithContent(<ComingSoonRoute {...routeProps(ComingSoonRoute)} />, { route, path: route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coming Soon' }),
    ).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('confirms a valid address without leaving the page', async () => {
    const user = userEvent.setup();
    renderWithContent(<ComingSoonRoute {...routeProps(ComingSoonRoute)} />, { route, path: route });
    await user.type(
      await screen.findByRole('textbox', { name: 'Email address' }),
      'ada@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/\S/);
  });
});
