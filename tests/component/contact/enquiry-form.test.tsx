import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { leaveMessages } from '@/components/forms/form-feedback';
import {
  ENQUIRY_TIMEOUT_MS,
  HONEYPOT_NAME,
  enquiryFieldErrors,
  enquiryMessages,
} from '@/features/contact/enquiry-constants';
import { EnquiryForm } from '@/features/contact/components/enquiry-form';
import { enquiryFormsQueryOptions } from '@/features/contact/queries';

import { useContactApi, watchContactApiFetches } from '../../utils/component-contact-api';
import { renderWithContent, stubMatchMedia, useSeedContent } from '../../utils/render';

const { requests, answer, holdAnswer } = useContactApi();
useSeedContent();
const scrollIntoView = vi.fn();

beforeEach(() => {
  // jsdom does not scroll; the banner's scroll is checked through this stand-in.
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockReset();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/**
 * The form on /contact in a data router (the leave guard needs one); other paths say so. Resolves
 * once the form's words have arrived from the CMS, as the page's loader waits for them.
 */
async function render(ui: ReactElement) {
  const rendered = renderWithContent(ui, { route: '/contact', path: '/contact' });
  await screen.findByRole('button', { name: 'Send Message' });
  return rendered;
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
  it('lists the services after an empty "Select a service" choice', async () => {
    await render(<EnquiryForm heading="Get a Free Consultation" />);
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

  it("says under Send what the details are used for, as Send's description, linking the policy", async () => {
    await render(<EnquiryForm />);
    const note = await screen.findByText(/We use these details only to reply to your enquiry\./);
    expect(within(note).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(submitButton()).toHaveAccessibleDescription(note.textContent!);
  });

  it('posts JSON, shows success and clears every field on 200', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({ ok: true }));
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(requests).toEqual([{ contentType: 'application/json', body: filledValues }]);
    for (const control of [field.name(), field.email(), field.company(), field.details()]) {
      expect(control).toHaveValue('');
    }
    expect(field.service()).toHaveValue('');
  });

  it("shows the server's message and keeps the values on a 500 with a message", async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({ message: 'Our inbox is full.' }, { status: 500 }));
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText('Our inbox is full.')).toBeInTheDocument();
    expectValuesKept();
  });

  it('shows the generic message on a 500 without a message', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({}, { status: 500 }));
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText(enquiryMessages.serverError)).toBeInTheDocument();
    expectValuesKept();
  });

  it('shows the network message when the request fails', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.error());
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText(enquiryMessages.networkError)).toBeInTheDocument();
    expectValuesKept();
  });

  it('says a request that outlasts the timeout may not have been sent', async () => {
    const user = userEvent.setup();
    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    await render(<EnquiryForm />);
    await fillIn(user);
    vi.useFakeTimers();
    await act(async () => {
      submitButton().click();
    });
    expect(submitButton()).toHaveTextContent('Sending...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ENQUIRY_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText(enquiryMessages.timeout)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    expect(await screen.findByText(enquiryMessages.timeout)).toBeInTheDocument();
    expectValuesKept();
  });

  it('disables the button while sending, keeping focus on it and saying so, and sends once on a double submit', async () => {
    const user = userEvent.setup();
    const release = holdAnswer();
    await render(<EnquiryForm />);
    await fillIn(user);
    await act(async () => {
      // Two submits in the same tick, before React re-renders the disabled button.
      submitButton().click();
      submitButton().click();
    });
    // The fields lock while sending: focus moves from the last one to the button, which stays
    // focusable (aria-disabled) so a keyboard user is not dropped to the page.
    expect(submitButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveTextContent('Sending...');
    expect(screen.getByText('Sending...', { selector: '[aria-live]' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    release();
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('clears the previous banner when submitting again', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({ message: 'Try later' }, { status: 503 }));
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('Try later')).toBeInTheDocument();

    const release = holdAnswer();
    await user.click(submitButton());
    expect(screen.queryByText('Try later')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
  });

  it('explains missing and invalid fields, keeps values and sends nothing', async () => {
    const user = userEvent.setup();
    const contactApiFetches = watchContactApiFetches();
    await render(<EnquiryForm />);
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
    expect(contactApiFetches()).toHaveLength(0);

    await user.type(field.name(), 'A');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it('shows success without sending when the honeypot is filled', async () => {
    const user = userEvent.setup();
    const contactApiFetches = watchContactApiFetches();
    const { container } = await render(<EnquiryForm />);
    await fillIn(user);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`);
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Nothing autofill or a password manager matches on: no such word in the name, opt-outs set.
    expect(HONEYPOT_NAME).not.toMatch(/web|site|url|name|mail|company|phone|tel|address|fax|ext/i);
    expect(honeypot).toHaveAttribute('data-1p-ignore');
    expect(honeypot).toHaveAttribute('data-lpignore', 'true');
    expect(honeypot).toHaveAttribute('data-bwignore');
    await user.type(honeypot!, 'http://spam.example');
    await user.click(submitButton());

    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(contactApiFetches()).toHaveLength(0);
    expect(requests).toHaveLength(0);
  });
});

/**
 * A result is read once, as focus arrives on it: it sits in no live region, which would have it
 * read a second time as it appears.
 */
function expectReadOnceOnFocus(message: HTMLElement) {
  expect(message).toHaveFocus();
  expect(message.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
}

describe('EnquiryForm result', () => {
  it('moves focus to the thanks, read out once, and scrolls it into view, smoothly by default', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({}));
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    const thanks = await screen.findByText(enquiryMessages.success);
    expectReadOnceOnFocus(thanks);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(thanks);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest' });
  });

  it('moves focus to an error, read out once too, and scrolls without animation for reduced motion', async () => {
    const user = userEvent.setup();
    stubMatchMedia((query) => query.includes('reduce'));
    answer(() => HttpResponse.json({ message: 'Try later' }, { status: 503 }));
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    const error = await screen.findByText('Try later');
    expectReadOnceOnFocus(error);
    expect(scrollIntoView.mock.contexts[0]).toBe(error);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'nearest' });

    // Each new result is brought into view again.
    await user.click(submitButton());
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
    expectReadOnceOnFocus(screen.getByText('Try later'));
  });
});

describe('EnquiryForm while sending', () => {
  it('locks every field, so nothing typed then is wiped by the success', async () => {
    const user = userEvent.setup();
    const release = holdAnswer();
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Sending...');
    for (const control of Object.values(field)) expect(control()).toBeDisabled();
    await user.type(field.details(), ' And the database.');
    expect(field.details()).toHaveValue(filledValues.projectDetails);

    release();
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    for (const control of Object.values(field)) expect(control()).toBeEnabled();
    expect(requests[0]?.body).toEqual(filledValues);
  });

  it('unlocks the fields with every value kept when the send fails', async () => {
    const user = userEvent.setup();
    const release = holdAnswer(() => HttpResponse.json({}, { status: 500 }));
    await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());
    expect(field.name()).toBeDisabled();

    release();
    expect(await screen.findByText(enquiryMessages.serverError)).toBeInTheDocument();
    for (const control of Object.values(field)) expect(control()).toBeEnabled();
    expectValuesKept();
  });
});

describe('EnquiryForm blocked submit', () => {
  const liveRegion = (container: HTMLElement) =>
    container.querySelector<HTMLElement>('[aria-live="polite"]:not([role])');

  it('announces the invalid fields once per attempt, even when focus does not move', async () => {
    const user = userEvent.setup();
    const { container } = await render(<EnquiryForm />);
    const region = liveRegion(container);
    expect(region).toBeEmptyDOMElement();

    await user.click(field.name());
    await user.keyboard('{Enter}');
    expect(field.name()).toHaveFocus();
    expect(region).toHaveTextContent(
      'Please check 4 fields: Full Name, Email, Service Interested In, Project Details.',
    );
    // Only the summary is live: the field errors are read with their fields.
    expect([...container.querySelectorAll('[aria-live], [role="alert"]')]).toEqual([region]);

    const first = region?.textContent;
    await user.keyboard('{Enter}');
    expect(region).toHaveTextContent('Please check 4 fields:');
    expect(region?.textContent).not.toBe(first);

    await fillIn(user);
    await user.clear(field.email());
    await user.keyboard('{Enter}');
    expect(region).toHaveTextContent(/^Please check 1 field: Email\.$/);
    expect(field.email()).toHaveFocus();
  });

  it('empties the summary once a submit passes the checks', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({}));
    const { container } = await render(<EnquiryForm />);
    await user.click(submitButton());
    expect(liveRegion(container)).toHaveTextContent('Please check 4 fields');

    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(liveRegion(container)).toBeEmptyDOMElement();
  });
});

describe('EnquiryForm leave guard', () => {
  it('lets the visitor leave an untouched form without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { router } = await render(<EnquiryForm />);
    await act(() => router.navigate('/about'));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving typed text; staying keeps every value', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = await render(<EnquiryForm />);
    await fillIn(user);

    await act(() => router.navigate('/about'));
    expect(confirm).toHaveBeenCalledWith(leaveMessages.unsent);
    expect(router.state.location.pathname).toBe('/contact');
    expectValuesKept();

    confirm.mockReturnValue(true);
    await act(() => router.navigate('/about'));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });

  it('does not ask for a jump within the page', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    const { router } = await render(<EnquiryForm />);
    await user.type(field.name(), 'Ann');
    await act(() => router.navigate('/contact#contact'));
    expect(confirm).not.toHaveBeenCalled();
    expect(field.name()).toHaveValue('Ann');
  });

  it('asks the browser to confirm closing or reloading only while there is unsent text', async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({}));
    await render(<EnquiryForm />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await fillIn(user);
    expect(unload()).toBe(true);

    await user.click(submitButton());
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(unload()).toBe(false);
  });

  it('lifts the guard after a successful send', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    answer(() => HttpResponse.json({}));
    const { router } = await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();

    await act(() => router.navigate('/about'));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('still delivers an enquiry when the visitor confirms leaving mid-send', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const contactApiFetches = watchContactApiFetches();
    const errors = vi.spyOn(console, 'error');
    const release = holdAnswer();
    const { router } = await render(<EnquiryForm />);
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(requests).toHaveLength(1));

    await act(() => router.navigate('/about'));
    expect(confirm).toHaveBeenCalledWith(leaveMessages.sending);
    expect(screen.getByText('Navigated away')).toBeInTheDocument();

    release();
    const response = await contactApiFetches()[0];
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).ok).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('EnquiryForm before hydration', () => {
  it('is served as a POST form with Send disabled, which hydration enables', async () => {
    const queryClient = new QueryClient();
    // The page's loader has the form's words in the cache before the page is rendered.
    await queryClient.prefetchQuery(enquiryFormsQueryOptions());
    const page = () => (
      <QueryClientProvider client={queryClient}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/contact', element: <EnquiryForm /> }], {
            initialEntries: ['/contact'],
          })}
        />
      </QueryClientProvider>
    );
    // The markup a pre-rendered page holds until its script runs.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    const served = within(container);
    // A native submit would post: what was typed never lands in a URL.
    expect(served.getByRole('form', { name: 'Enquiry form' })).toHaveAttribute('method', 'post');
    // And there is none to make: a disabled default button submits nothing.
    expect(served.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    renderInDom(page(), { container, hydrate: true });
    await waitFor(() => expect(served.getByRole('button', { name: 'Send Message' })).toBeEnabled());
    expect(served.getByRole('form', { name: 'Enquiry form' })).toHaveAttribute('method', 'post');
  });
});
