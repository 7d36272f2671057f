import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { leaveMessages } from '@/components/forms/form-feedback';
import { ConsultationForm } from '@/features/contact/components/consultation-form';
import { enquiryFieldErrors, enquiryMessages } from '@/features/contact/enquiry-constants';

import { useContactApi, watchContactApiFetches } from '../../utils/component-contact-api';
import { renderWithContent, useSeedContent } from '../../utils/render';

const { requests, answer, holdAnswer } = useContactApi();
useSeedContent();

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/**
 * The form on a service page, in a data router (the leave guard needs one). Resolves once the
 * form's words have arrived from the CMS, as the page's loader waits for them.
 */
async function render(serviceTitle: string) {
  const rendered = renderWithContent(<ConsultationForm serviceTitle={serviceTitle} />, {
    route: '/services/seo',
    path: '/services/seo',
  });
  await screen.findByRole('button', { name: "Let's Talk" });
  return rendered;
}

const name = () => screen.getByRole('textbox', { name: 'Full Name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const company = () => screen.getByRole('textbox', { name: 'Company' });
const message = () => screen.getByRole('textbox', { name: 'Message' });

describe('ConsultationForm', () => {
  it("sends the page's service as serviceInterested and the message as projectDetails", async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({}));
    await render('SEO Optimization');
    await user.type(name(), 'Ann Lee');
    await user.type(email(), 'ann@example.com');
    await user.type(message(), 'Rank us higher.');
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));

    expect(await screen.findByText(enquiryMessages.success)).toHaveFocus();
    expect(requests.map((request) => request.body)).toEqual([
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
    answer(() => HttpResponse.json({ message: 'Please try again tomorrow.' }, { status: 429 }));
    await render('Branding');
    await user.type(name(), 'Ann Lee');
    await user.type(email(), 'ann@example.com');
    await user.type(company(), 'Acme');
    await user.type(message(), 'Hello');
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));

    expect(await screen.findByText('Please try again tomorrow.')).toHaveFocus();
    expect(company()).toHaveValue('Acme');
    expect(message()).toHaveValue('Hello');
  });

  it('requires name, email and message, not the company', async () => {
    const user = userEvent.setup();
    const contactApiFetches = watchContactApiFetches();
    await render('Branding');
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));

    expect(name()).toHaveAccessibleDescription(enquiryFieldErrors.fullNameRequired);
    expect(email()).toHaveAccessibleDescription(enquiryFieldErrors.emailRequired);
    expect(message()).toHaveAccessibleDescription(enquiryFieldErrors.messageRequired);
    expect(company()).not.toHaveAttribute('aria-invalid');
    expect(name()).toHaveFocus();
    expect(contactApiFetches()).toHaveLength(0);
  });

  it('announces the missing fields by their labels on each blocked attempt', async () => {
    const user = userEvent.setup();
    const { container } = await render('Branding');
    await user.type(email(), 'ann@example.com{Enter}');
    const region = container.querySelector('[aria-live="polite"]:not([role])');
    expect(region).toHaveTextContent(/^Please check 2 fields: Full Name, Message\.$/);
    expect(name()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(region).toHaveTextContent(/^Please check 2 fields: Full Name, Message\.$/);
  });

  it('locks the fields while sending and asks before the page is left mid-send', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const release = holdAnswer();
    const { router } = await render('Branding');
    await user.type(name(), 'Ann Lee');
    await user.type(email(), 'ann@example.com');
    await user.type(message(), 'Hello');
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));
    for (const control of [name(), email(), company(), message()]) {
      expect(control).toBeDisabled();
    }

    await act(() => router.navigate('/services'));
    expect(confirm).toHaveBeenCalledWith(leaveMessages.sending);
    expect(router.state.location.pathname).toBe('/services/seo');

    release();
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    confirm.mockClear();
    await act(() => router.navigate('/services'));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });
});
