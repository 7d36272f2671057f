import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import AdminRoute, { loader as adminLoader, meta as adminMeta } from '@/app/routes/admin';
import ApplyRoute from '@/app/routes/apply';
import ChatbotRoute from '@/app/routes/chatbot';
import { renderWithContent, routeProps, useSeedContent } from '../../utils/render';

useSeedContent();

beforeEach(() => {
  Element.prototype.scrollTo ??= () => {};
});

describe('/apply', () => {
  it('shows the page copy over the application form', async () => {
    renderWithContent(<ApplyRoute {...routeProps(ApplyRoute)} />, { route: '/apply' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply for a Position' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tell us about yourself and the role/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Job application' });
    expect(within(form).getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('/chatbot', () => {
  it('shows the page copy and the chat assistant inline', async () => {
    renderWithContent(<ChatbotRoute {...routeProps(ChatbotRoute)} />, { route: '/chatbot' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat With Our Development Expert' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('log', { name: 'Conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });
});

describe('/admin', () => {
  it('keeps the page out of search results', async () => {
    const loaderData = await adminLoader();
    const tags = adminMeta({ loaderData, location: { pathname: '/admin' }, matches: [] } as never);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('loads the admin panel, which starts at its login screen', async () => {
    renderWithContent(<AdminRoute {...routeProps(AdminRoute)} />, { route: '/admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
