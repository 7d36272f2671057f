import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { leaveMessages } from '@/components/forms/form-feedback';
import {
  applicationErrors,
  type ApplicationFormWords,
} from '@/features/apply/application-constants';
import { ApplicationForm } from '@/features/apply/components/application-form';

import { applyPage } from '../../../seed/content/utility-pages';

/** The form's words as the Application page's seed holds them. */
const words = applyPage as unknown as ApplicationFormWords;

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

function renderForm(at = '/apply') {
  const router = createMemoryRouter(
    [
      {
        path: '/apply',
        element: (
          <ApplicationForm
            words={words}
            careersEmail="careers@example.com"
            privacyNote="We use your application only to assess it. See our Privacy Policy."
          />
        ),
      },
      { path: '/careers', element: <h1>Careers</h1> },
    ],
    { initialEntries: [at] },
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

  it('says before anything is typed that the form does not reach the team', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Job application' });
    expect(form).toHaveAccessibleDescription(
      'This form does not send your application to our team. When you submit it, you can e-mail it from your mail app, with your resume attached, to careers@example.com.',
    );
  });

  it("says under Submit what an application is used for, as Submit's description", () => {
    renderForm();
    const note = screen.getByText(/We use your application only to assess it\./);
    expect(within(note).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(submit()).toHaveAccessibleDescription(
      'We use your application only to assess it. See our Privacy Policy.',
    );
  });

  it('keeps what was written after submitting: an e-mail holding it all, and the letter to copy', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.clear(text('Cover letter'));
    await user.type(text('Cover letter'), 'Dear team,{Enter}{Enter}I would love to join.');
    await user.click(submit());

    const email = await screen.findByRole('link', { name: 'E-mail your application' });
    const href = email.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:careers@example\.com\?subject=/);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1).replaceAll('+', '%2B'));
    expect(query.get('subject')).toBe('Application: Full Stack Developer – Ann Lee');
    expect(query.get('body')).toBe(
      [
        'Position: Full Stack Developer',
        'Name: Ann Lee',
        'Email: ann@example.com',
        'Phone: +91 98765 43210',
        'Portfolio: https://ann.dev',
        'Resume: ann-lee.pdf (attached)',
        '',
        'Cover letter:',
        'Dear team,',
        '',
        'I would love to join.',
      ].join('\r\n'),
    );

    expect(screen.queryByText(/too long to fit/)).not.toBeInTheDocument();

    const letter = screen.getByRole('region', { name: 'Your cover letter' });
    expect(letter).toHaveTextContent('Dear team, I would love to join.');
    await user.click(within(letter).getByRole('button', { name: 'Copy cover letter' }));
    expect(within(letter).getByRole('status')).toHaveTextContent('Cover letter copied.');
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'Dear team,\n\nI would love to join.',
    );
  });

  it('asks for a letter too long for the e-mail link to be pasted in', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(text('Cover letter'));
    await user.paste(' I have shipped many sites.'.repeat(80));
    await user.click(submit());
    await screen.findByRole('link', { name: 'E-mail your application' });
    expect(
      screen.getByText(
        'Your cover letter is too long to fit into that e-mail: copy it from below and paste it in.',
      ),
    ).toBeInTheDocument();
  });

  it('says how to copy the letter by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user);
    await user.click(submit());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy cover letter' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy. Select the text and copy it instead.',
    );
  });

  it("arrives with the position an opening's 'Apply Now' links, and keeps the visitor's own choice", async () => {
    const user = userEvent.setup();
    renderForm('/apply?position=Full+Stack+Developer');
    const position = screen.getByRole('combobox', { name: 'Position' });
    expect(position).toHaveValue('Full Stack Developer');
    await user.selectOptions(position, 'Senior SEO Specialist');
    expect(position).toHaveValue('Senior SEO Specialist');
  });

  it('ignores a linked position that is not one of the choices', () => {
    renderForm('/apply?position=Front-end+Developer');
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('Senior SEO Specialist');
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
