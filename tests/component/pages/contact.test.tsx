import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ContactRoute from '@/app/routes/contact';
import { renderWithContent, routeProps, useSeedContent } from '../../utils/render';

useSeedContent();

async function renderContact() {
  renderWithContent(<ContactRoute {...routeProps(ContactRoute)} />, { route: '/contact' });
  await screen.findByRole('heading', { level: 1, name: 'Get In Touch' });
}

describe('/contact', () => {
  it('has one h1, the message form and its heading', async () => {
    await renderContact();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const formSection = screen.getByRole('region', { name: 'Send Us a Message' });
    const form = within(formSection).getByRole('form');
    expect(within(form).getByRole('textbox', { name: /Full Name/ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('shows the contact information with e-mail and phone links and the address', async () => {
    await renderContact();
    const card = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(card).getByRole('link', { name: 'hello@nexoradigital.example' })).toHaveAttribute(
      'href',
      'mailto:hello@nexoradigital.example',
    );
    expect(within(card).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(card).getByText(/21 Residency Road/)).toBeInTheDocument();
  });

  it('links to LinkedIn and Instagram in a new tab', async () => {
    await renderContact();
    const social = screen.getByRole('region', { name: 'Follow Us' });
    const linkedin = within(social).getByRole('link', { name: /LinkedIn/ });
    const instagram = within(social).getByRole('link', { name: /Instagram/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/company/nexoradigital');
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/nexoradigital');
    for (const link of [linkedin, instagram]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has a Find Us section with the office card, the hours and a map link', async () => {
    await renderContact();
    const findUs = screen.getByRole('region', { name: 'Find Us' });
    const office = within(findUs).getByRole('article', { name: 'Our Office' });

    const hours = within(office)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(hours).toEqual([
      'Monday - Friday 9:00 AM - 6:00 PM',
      'Saturday 10:00 AM - 2:00 PM',
      'Sunday Closed',
    ]);

    const map = within(findUs).getByRole('link', { name: /Open in maps/ });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(map.getAttribute('href')!);
    expect(url.hostname).toBe('www.google.com');
    expect(url.searchParams.get('query')).toBe(
      'Level 5, 21 Residency Road, Shanthala Nagar, Bengaluru, Karnataka 560025, India',
    );
  });
});
