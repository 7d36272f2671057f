import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import ServiceDetailRoute, { clientLoader } from '@/app/routes/service-detail';

import { loadSeedDocuments } from '../../utils/lake-server';
import {
  renderWithContent,
  routeProps,
  serveChangedSeed,
  useSeedContent,
} from '../../utils/render';

useSeedContent();

/** Every published service of the seed with a page of its own, as [slug, title]. */
const SERVICES_WITH_A_PAGE = loadSeedDocuments()
  .filter((doc) => doc._type === 'service' && doc.hasDetailPage === true && !doc._id.includes('.'))
  .map((doc) => [(doc.slug as { current: string }).current, doc.title as string] as const);

function renderService(serviceId: string) {
  return renderWithContent(
    <ServiceDetailRoute {...routeProps(ServiceDetailRoute, { serviceId })} />,
    {
      route: `/services/${serviceId}`,
      path: '/services/:serviceId',
    },
  );
}

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('/services/:serviceId for a known id', () => {
  it('shows all nine blocks in order', async () => {
    renderService('seo');
    await screen.findByRole('heading', { level: 1, name: 'Search Engine Optimization' });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Overview',
      'Key Benefits',
      'What We Offer',
      'Our Process',
      'Success Stories',
      'Frequently Asked Questions',
      'Get a Free Consultation',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('has a hero with the description, the LCP image and Get Started to #contact', async () => {
    renderService('seo');
    const hero = await screen.findByRole('region', { name: 'Search Engine Optimization' });
    expect(
      within(hero).getByText(/^Rank higher, get found by the right customers/),
    ).toBeInTheDocument();
    const image = within(hero).getByRole('img');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '#contact',
    );
  });

  it('shows each paragraph an editor typed, a blank line apart, as a paragraph of its own', async () => {
    serveChangedSeed((documents) =>
      documents.map((doc) => {
        const service = doc as { _id: string };
        return service._id === 'service-seo'
          ? {
              ...service,
              heroDescription: 'Get found.\n\nKeep being found.',
              overview: 'What we audit.\n\nWhat we fix,\nand how.',
            }
          : doc;
      }),
    );
    renderService('seo');
    const hero = await screen.findByRole('region', { name: 'Search Engine Optimization' });
    const overview = section('Overview');
    const paragraphs = (region: HTMLElement, texts: (string | RegExp)[]) =>
      texts.map((text) => within(region).getByText(text, { selector: 'p' }));

    const [first, second] = paragraphs(hero, ['Get found.', 'Keep being found.']);
    expect(first).not.toBe(second);
    expect(first).toHaveClass('text-lead');
    expect(second).toHaveClass('text-lead');
    // A single line break stays one.
    const [, fix] = paragraphs(overview, ['What we audit.', /^What we fix,/]);
    expect(fix?.innerHTML).toBe('What we fix,<br>and how.');
    expect(document.querySelector('p p')).toBeNull();
  });

  it('scrolls smoothly to the consultation block when Get Started is chosen', async () => {
    const user = userEvent.setup();
    renderService('seo');
    await user.click(await screen.findByRole('link', { name: 'Get Started' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    const consultation = section('Get a Free Consultation');
    expect(consultation).toHaveAttribute('id', 'contact');
    expect(consultation).toHaveFocus();
  });

  it('lists six benefits, six offerings, six numbered steps and two case studies', async () => {
    renderService('seo');
    await screen.findByRole('heading', { level: 1 });
    expect(within(section('Key Benefits')).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section('Key Benefits')).getByText('Higher search rankings')).toBeInTheDocument();

    const offerings = within(section('What We Offer')).getAllByRole('heading', { level: 3 });
    expect(offerings.map((heading) => heading.textContent)).toEqual([
      'Technical SEO Audit',
      'Keyword Research',
      'On-Page Optimization',
      'Content Strategy',
      'Link Building',
      'Local SEO',
    ]);

    const process = section('Our Process');
    const steps = within(process).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(within(process).getByRole('list').tagName).toBe('OL');
    expect(steps[0]).toHaveTextContent(/^01/);
    expect(steps[5]).toHaveTextContent(/^06/);
    expect(within(process).getByRole('heading', { name: 'Step 1: SEO Audit' })).toBeInTheDocument();

    const stories = section('Success Stories');
    const studies = within(stories).getAllByRole('article');
    expect(studies).toHaveLength(2);
    expect(
      within(studies[0]!).getByRole('heading', { name: /D2C Skincare Brand/ }),
    ).toBeInTheDocument();
    expect(
      within(studies[0]!).getByText('Organic traffic up 180% in 8 months'),
    ).toBeInTheDocument();
    expect(within(stories).getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
  });

  it('answers four questions in keyboard-operable disclosures', async () => {
    const user = userEvent.setup();
    renderService('seo');
    await screen.findByRole('heading', { level: 1 });
    const faq = section('Frequently Asked Questions');
    const disclosures = faq.querySelectorAll('details');
    expect(disclosures).toHaveLength(4);
    const question = within(faq).getByText('How long does SEO take to show results?');
    expect(question.closest('summary')).not.toBeNull();
    expect(disclosures[0]).not.toHaveAttribute('open');
    await user.click(question);
    expect(disclosures[0]).toHaveAttribute('open');
  });

  it('offers the services e-mail, phone and the consultation form for this service', async () => {
    renderService('branding');
    await screen.findByRole('heading', { level: 1, name: 'Branding & Identity' });
    const consultation = section('Get a Free Consultation');
    // The services page's text, with {service} filled in.
    expect(
      within(consultation).getByText(
        /^Tell us where you want to take your Branding & Identity work\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(consultation).getByRole('link', { name: /services@nexoradigital\.example/ }),
    ).toHaveAttribute('href', 'mailto:services@nexoradigital.example');
    expect(within(consultation).getByRole('link', { name: /\+91 98765 43211/ })).toHaveAttribute(
      'href',
      'tel:+919876543211',
    );
    const form = within(consultation).getByRole('form', {
      name: 'Consultation about Branding & Identity',
    });
    expect(within(form).getByRole('button', { name: "Let's Talk" })).toBeInTheDocument();
  });

  it("keeps a service name's dollar signs as typed in the consultation text", async () => {
    const title = 'Ads: Turn $$ Into Leads (R$& US$)';
    serveChangedSeed((documents) =>
      documents.map((doc) =>
        (doc as { _id: string })._id === 'service-branding' ? { ...(doc as object), title } : doc,
      ),
    );
    renderService('branding');
    await screen.findByRole('heading', { level: 1, name: title });
    expect(
      within(section('Get a Free Consultation')).getByText(
        `Tell us where you want to take your ${title} work.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it('finds the twelve seed services that have a page', () => {
    expect(SERVICES_WITH_A_PAGE).toHaveLength(12);
  });

  it.each(SERVICES_WITH_A_PAGE)('shows /services/%s as %s', async (serviceId, title) => {
    renderService(serviceId);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(section('Get a Free Consultation')).toBeInTheDocument();
  });
});

describe('/services/:serviceId for an unknown id', () => {
  it('shows Service Not Found with a way back to every service', async () => {
    renderService('no-such-service');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The service you're looking for doesn't exist or has been moved.", {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('treats a data-only service as unknown: it has no page', async () => {
    renderService('server-migration');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service Not Found' }),
    ).toBeInTheDocument();
  });

  it('loads without throwing and titles the page as not found, out of search results', async () => {
    const data = await clientLoader({ params: { serviceId: 'no-such-service' } } as never);
    expect(data.head).toMatchObject({ title: 'Service Not Found', noindex: true });
  });

  it('titles a known service from its SEO fields', async () => {
    const data = await clientLoader({ params: { serviceId: 'seo' } } as never);
    expect(data.head.title).toMatch(/Search Engine Optimization|SEO/);
    expect(data.head.noindex).toBeUndefined();
  });
});
