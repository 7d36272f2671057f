import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ConsultationForm } from '@/features/contact/components/consultation-form';
import { enquiryFieldErrors, enquiryMessages } from '@/features/contact/enquiry-constants';
import { siteConfig } from '@/lib/env';

const server = setupServer();
const bodies: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

const name = () => screen.getByRole('textbox', { name: 'Full Name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const company = () => screen.getByRole('textbox', { name: 'Company' });
const message = () => screen.getByRole('textbox', { name: 'Message' });

describe('ConsultationForm', () => {
  it("sends the page's service as serviceInterested and the message as projectDetails", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(siteConfig.contactApiUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    render(<ConsultationForm serviceTitle="SEO Optimization" />);
    await user.type(name(), 'Ann Lee');
    await user.type(email(), 'ann@example.com');
    await user.type(message(), 'Rank us higher.');
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));

    expect(await screen.findByRole('status')).toHaveTextContent(enquiryMessages.success);
    expect(bodies).toEqual([
      {
        fullName: 'Ann Lee',
        email: 'ann@example.com',
        companyName: '',
        serviceInterested: 'SEO Optimization',
        projectDetails: 'Rank us higher.',
      },
    ]);
    expect(name()).toHaveValue('');
    expect(message()).toHaveValue('');
  });

  it('keeps values and shows the server message on failure', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(siteConfig.contactApiUrl, () =>
        HttpResponse.json({ message: 'Please try again tomorrow.' }, { status: 429 }),
      ),
    );
    render(<ConsultationForm serviceTitle="Branding" />);
    await user.type(name(), 'Ann Lee');
    await user.type(email(), 'ann@example.com');
    await user.type(company(), 'Acme');
    await user.type(message(), 'Hello');
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again tomorrow.');
    expect(company()).toHaveValue('Acme');
    expect(message()).toHaveValue('Hello');
  });

  it('requires name, email and message, not the company', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ConsultationForm serviceTitle="Branding" />);
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));

    expect(name()).toHaveAccessibleDescription(enquiryFieldErrors.fullNameRequired);
    expect(email()).toHaveAccessibleDescription(enquiryFieldErrors.emailRequired);
    expect(message()).toHaveAccessibleDescription(enquiryFieldErrors.messageRequired);
    expect(company()).not.toHaveAttribute('aria-invalid');
    expect(name()).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
