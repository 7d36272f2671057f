import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { leaveMessages } from '@/components/forms/form-feedback';
import { applicationErrors } from '@/features/apply/application-constants';
import { ApplicationForm } from '@/features/apply/components/application-form';

let fetchSpy: MockInstance<typeof fetch>;
let infoSpy: MockInstance<typeof console.info>;
let confirmSpy: MockInstance<typeof window.confirm>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  infoSpy = vi.spyOn(console, 'info').mockImplementation(() => {});
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(false);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/apply', element: <ApplicationForm careersEmail="careers@example.com" /> },
      { path: '/careers', element: <h1>Careers</h1> },
    ],
    { initialEntries: ['/apply'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const text = (name: string) => screen.getByRole('textbox', { name });
const resume = () => screen.getByLabelText('Resume');
const submit = () => screen.getByRole('button', { name: 'Submit Application' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, file = 'ann-lee.pdf') {
  await user.type(text('First name'), 'Ann');
  await user.type(text('Last name'), 'Lee');
  await user.type(text('Email'), 'ann@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+91 98765 43210');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Position' }),
    'Full Stack Developer',
  );
  await user.type(text('Portfolio URL (optional)'), 'https://ann.dev');
  await user.upload(resume(), new File(['%PDF'], file, { type: 'application/pdf' }));
  await user.type(text('Cover letter'), 'I would love to join.');
}

describe('ApplicationForm', () => {
  it('has the three sections, the default position and the resume hint', () => {
    renderForm();
    for (const legend of ['Personal Information', 'Position Information', 'Documents']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('Senior SEO Specialist');
    expect(resume()).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(resume()).toHaveAccessibleDescription('PDF, DOC up to 10MB');
    expect(text('LinkedIn profile (optional)')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });

  it('explains each problem, keeps the values and focuses the first invalid field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.type(text('Last name'), 'Lee');
    await user.type(text('Email'), 'ann@');
    await user.type(text('LinkedIn profile (optional)'), 'linkedin.com/in/ann');
    await user.upload(resume(), new File(['x'], 'cv.txt', { type: 'text/plain' }));
    await user.click(submit());

    expect(text('First name')).toHaveAccessibleDescription(applicationErrors.firstNameRequired);
    expect(text('First name')).toHaveFocus();
    expect(text('Email')).toHaveAccessibleDescription(applicationErrors.emailInvalid);
    expect(text('LinkedIn profile (optional)')).toHaveAccessibleDescription(
      applicationErrors.urlInvalid,
    );
    expect(resume()).toHaveAccessibleDescription(
      `PDF, DOC up to 10MB ${applicationErrors.resumeType}`,
    );
    expect(text('Cover letter')).toHaveAccessibleDescription(applicationErrors.coverLetterRequired);
    expect(text('Portfolio URL (optional)')).not.toHaveAttribute('aria-invalid');

    expect(text('Last name')).toHaveValue('Lee');
    expect(text('Email')).toHaveValue('ann@');
    expect(text('LinkedIn profile (optional)')).toHaveValue('linkedin.com/in/ann');
    expect(infoSpy).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs the application with the resume name, sends nothing and says so honestly', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await fillIn(user);
    await user.click(submit());

    const heading = await screen.findByRole('heading', { name: 'Application received' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/in this browser session only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'careers@example.com' })).toHaveAttribute(
      'href',
      'mailto:careers@example.com',
    );
    expect(infoSpy).toHaveBeenCalledTimes(1);
    expect(infoSpy.mock.calls[0]?.[1]).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '+91 98765 43210',
      position: 'Full Stack Developer',
      portfolio: 'https://ann.dev',
      linkedin: '',
      resume: 'ann-lee.pdf',
      coverLetter: 'I would love to join.',
    });
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Back to Careers' }));
    expect(router.state.location.pathname).toBe('/careers');
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('names every problem in one polite announcement, again on each blocked attempt', async () => {
    const user = userEvent.setup();
    renderForm();
    const region = screen
      .getByRole('form', { name: 'Job application' })
      .querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    await user.type(text('First name'), 'Ann{Enter}');

    const summary = 'Please check 5 fields: Last name, Email, Phone, Resume, Cover letter.';
    expect(region).toHaveTextContent(summary);
    expect(text('Last name')).toHaveFocus();
    const first = region?.textContent;
    await user.keyboard('{Enter}');
    expect(region).toHaveTextContent(summary);
    expect(region?.textContent).not.toBe(first);
  });

  it("lets an untouched form go without asking ('Back to Careers')", async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await user.click(screen.getByRole('link', { name: 'Back to Careers' }));
    expect(router.state.location.pathname).toBe('/careers');
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('asks before a half-written application is left; staying keeps it all', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await fillIn(user);

    await user.click(screen.getByRole('link', { name: 'Back to Careers' }));
    expect(confirmSpy).toHaveBeenCalledWith(leaveMessages.unsent);
    expect(router.state.location.pathname).toBe('/apply');
    expect(text('Cover letter')).toHaveValue('I would love to join.');
    expect(text('First name')).toHaveValue('Ann');
    expect((resume() as HTMLInputElement).files?.[0]?.name).toBe('ann-lee.pdf');

    confirmSpy.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Back to Careers' }));
    expect(router.state.location.pathname).toBe('/careers');
  });

  it('asks the browser to confirm closing or reloading once a resume alone is attached', async () => {
    const user = userEvent.setup();
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.upload(resume(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(unload()).toBe(true);
  });

  it('is a POST form, so a submit before the page is ready never puts data in the URL', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Job application' })).toHaveAttribute('method', 'post');
  });
});
