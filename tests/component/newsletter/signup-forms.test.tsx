import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { NotifyMeForm } from '@/features/newsletter/components/notify-me-form';
import { emailMessages } from '@/lib/validation';

const NOTE = 'By subscribing, you agree to our Privacy Policy.';
// The note's mention of the Privacy Policy is a router link.
const newsletterForm = (
  <MemoryRouter>
    <NewsletterForm note={NOTE} />
  </MemoryRouter>
);
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const email = () => screen.getByRole('textbox', { name: 'Email address' });

describe('NewsletterForm', () => {
  it('shows the note and a required, labelled email field', () => {
    render(newsletterForm);
    expect(email()).toBeRequired();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAccessibleDescription(NOTE);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('explains an empty or invalid address and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(newsletterForm);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email()).toHaveAccessibleDescription(`${emailMessages.required} ${NOTE}`);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();

    await user.type(email(), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email()).toHaveAccessibleDescription(`${emailMessages.invalid} ${NOTE}`);
    expect(email()).toHaveValue('ann@');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('confirms locally without any network call', async () => {
    const user = userEvent.setup();
    render(newsletterForm);
    await user.type(email(), 'ann@example.com{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thanks for your interest! Our newsletter has not launched yet, so your address was not saved.',
    );
    expect(email()).toHaveValue('');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(email(), 'b');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('NotifyMeForm', () => {
  it("validates, then confirms after 'Notify Me' without any network call", async () => {
    const user = userEvent.setup();
    render(<NotifyMeForm />);
    expect(email()).toHaveAttribute('type', 'email');
    await user.type(email(), 'nope');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(email()).toHaveAccessibleDescription(emailMessages.invalid);
    expect(email()).toHaveValue('nope');

    await user.clear(email());
    await user.type(email(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your interest!');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the sign-up forms before hydration', () => {
  it('render a POST form whose button stays disabled until React runs, then works', async () => {
    const tree = newsletterForm;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const form = within(container).getByRole('form', { name: 'Newsletter' });
    const button = within(container).getByRole('button', { name: 'Subscribe' });
    // Implicit submission (Enter in the field) does nothing while the default button is disabled.
    expect(form).toHaveAttribute('method', 'post');
    expect(button).toBeDisabled();

    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, tree));
    await waitFor(() => expect(button).toBeEnabled());
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('the sign-up announcement', () => {
  it('says which field to check on each blocked attempt, with focus staying in the field', async () => {
    const user = userEvent.setup();
    const { container } = render(<NotifyMeForm />);
    const region = container.querySelector('[aria-live="polite"]:not([role])');
    await user.type(email(), '{Enter}');
    expect(region).toHaveTextContent(/^Please check 1 field: Email address\.$/);
    expect(email()).toHaveFocus();
    const first = region?.textContent;
    await user.keyboard('{Enter}');
    expect(region?.textContent).not.toBe(first);
    expect(region).toHaveTextContent(/^Please check 1 field: Email address\.$/);

    await user.type(email(), 'ann@example.com{Enter}');
    expect(region).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your interest!');
  });
});
