import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { NotifyMeForm } from '@/features/newsletter/components/notify-me-form';
import { emailMessages } from '@/lib/validation';

const NOTE = 'By subscribing, you agree to our Privacy Policy.';
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
    render(<NewsletterForm note={NOTE} />);
    expect(email()).toBeRequired();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAccessibleDescription(NOTE);
  });

  it('explains an empty or invalid address and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm note={NOTE} />);
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
    render(<NewsletterForm note={NOTE} />);
    await user.type(email(), 'ann@example.com{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for subscribing!');
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
