import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  ENQUIRY_TIMEOUT_MS,
  enquiryFieldErrors,
  enquiryMessages,
} from '@/features/contact/enquiry-constants';
import { EnquiryForm } from '@/features/contact/components/enquiry-form';
import { siteConfig } from '@/lib/env';

const server = setupServer();
const requests: { contentType: string | null; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** Answers the contact API with `reply` after recording the request. */
function answer(reply: () => Response | Promise<Response>) {
  server.use(
    http.post(siteConfig.contactApiUrl, async ({ request }) => {
      requests.push({
        contentType: request.headers.get('content-type'),
        body: await request.json(),
      });
      return reply();
    }),
  );
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  company: () => screen.getByRole('textbox', { name: 'Company Name' }),
  service: () => screen.getByRole('combobox', { name: 'Service Interested In' }),
  details: () => screen.getByRole('textbox', { name: 'Project Details' }),
};
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Ann Lee');
  await user.type(field.email(), 'ann@example.com');
  await user.type(field.company(), 'Acme');
  await user.selectOptions(field.service(), 'Cloud Solutions');
  await user.type(field.details(), 'Move our servers to the cloud.');
}

const filledValues = {
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  companyName: 'Acme',
  serviceInterested: 'Cloud Solutions',
  projectDetails: 'Move our servers to the cloud.',
};

function expectValuesKept() {
  expect(field.name()).toHaveValue('Ann Lee');
  expect(field.email()).toHaveValue('ann@example.com');
  expect(field.company()).toHaveValue('Acme');
  expect(field.service()).toHaveValue('Cloud Solutions');
  expect(field.details()).toHaveValue('Move our servers to the cloud.');
}

describe('EnquiryForm', () => {
  it('lists the services after an empty "Select a service" choice', () => {
    render(<EnquiryForm heading="Get a Free Consultation" />);
    expect(screen.getByRole('form', { name: 'Get a Free Consultation' })).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Select a service');
    expect(options[0]).toHaveValue('');
    expect(options).toHaveLength(8);
    expect(field.details()).toHaveAttribute('rows', '4');
    expect(field.email()).toHaveAttribute('type', 'email');
    for (const control of [field.name(), field.email(), field.service(), field.details()]) {
      expect(control).toBeRequired();
    }
    expect(field.company()).not.toBeRequired();
  });

  it('posts JSON, shows success and clears every field on 200', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({ ok: true }));
    render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(enquiryMessages.success);
    expect(requests).toEqual([{ contentType: 'application/json', body: filledValues }]);
    for (const control of [field.name(), field.email(), field.company(), field.details()]) {
      expect(control).toHaveValue('');
    }
    expect(field.service()).toHaveValue('');
  });

  it("shows the server's message and keeps the values on a 500 with a message", async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({ message: 'Our inbox is full.' }, { status: 500 }));
    render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Our inbox is full.');
    expectValuesKept();
  });

  it('shows the generic message on a 500 without a message', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({}, { status: 500 }));
    render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(enquiryMessages.serverError);
    expectValuesKept();
  });

  it('shows the network message when the request fails', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.error());
    render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(enquiryMessages.networkError);
    expectValuesKept();
  });

  it('treats a request that outlasts the timeout as a network failure', async () => {
    const user = userEvent.setup();
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    render(<EnquiryForm />);
    await fillIn(user);
    vi.useFakeTimers();
    await act(async () => {
      submitButton().click();
    });
    expect(submitButton()).toHaveTextContent('Sending...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ENQUIRY_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(enquiryMessages.networkError);
    expectValuesKept();
  });

  it('disables the button while sending and sends once on a double submit', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    answer(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({});
    });
    render(<EnquiryForm />);
    await fillIn(user);
    await act(async () => {
      // Two submits in the same tick, before React re-renders the disabled button.
      submitButton().click();
      submitButton().click();
    });
    await user.keyboard('{Enter}');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    release();
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('clears the previous banner when submitting again', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({ message: 'Try later' }, { status: 503 }));
    render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');

    let release: () => void = () => {};
    answer(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({});
    });
    await user.click(submitButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
  });

  it('explains missing and invalid fields, keeps values and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<EnquiryForm />);
    await user.type(field.email(), 'ann@');
    await user.click(submitButton());

    expect(field.name()).toHaveAccessibleDescription(enquiryFieldErrors.fullNameRequired);
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveAccessibleDescription(enquiryFieldErrors.emailInvalid);
    expect(field.email()).toHaveValue('ann@');
    expect(field.service()).toHaveAccessibleDescription(enquiryFieldErrors.serviceRequired);
    expect(field.details()).toHaveAccessibleDescription(enquiryFieldErrors.projectDetailsRequired);
    expect(field.company()).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(field.name(), 'A');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    fetchSpy.mockRestore();
  });

  it('shows success without sending when the honeypot is filled', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { container } = render(<EnquiryForm />);
    await fillIn(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot!, 'http://spam.example');
    await user.click(submitButton());

    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    fetchSpy.mockRestore();
  });
});
