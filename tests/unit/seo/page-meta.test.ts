import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';

import { pageMeta, type PageHead } from '@/lib/seo';

const content = (tags: MetaDescriptor[], property: string) =>
  (tags.find((tag) => 'property' in tag && tag.property === property) as { content?: string })
    ?.content;

/** What a route's meta receives: its own head and the root loader's (the site settings). */
const args = (head: PageHead, siteHead?: PageHead) => ({
  loaderData: { head },
  location: { pathname: '/about' },
  matches: [{ id: 'root', loaderData: siteHead ? { head: siteHead } : undefined }],
});

const site: PageHead = {
  title: 'Nexora Digital',
  description: 'The site default description, long enough to be a real one.',
  image: '/images/site-default.png',
};

describe('pageMeta', () => {
  it("uses the page's own sharing image and description", () => {
    const tags = pageMeta(
      args({ title: 'About', description: 'About us.', image: '/a.png' }, site),
    );
    expect(content(tags, 'og:image')).toBe('https://www.nexoradigital.example/a.png');
    expect(content(tags, 'og:description')).toBe('About us.');
  });

  it("falls back to the site settings' sharing image and description (Studio: SEO defaults)", () => {
    const tags = pageMeta(args({ title: 'About', description: '', image: null }, site));
    expect(content(tags, 'og:image')).toBe(
      'https://www.nexoradigital.example/images/site-default.png',
    );
    expect(content(tags, 'og:description')).toBe(site.description);
  });

  it('adds the company name from the site settings to a title written in code, as CMS titles have it', () => {
    const notFound: PageHead = { title: 'Service Not Found', description: '', addSiteName: true };
    const tags = pageMeta(args(notFound, { ...site, siteName: 'Nexora Digital' }));
    expect(tags).toContainEqual({ title: 'Service Not Found | Nexora Digital' });
    expect(content(tags, 'og:title')).toBe('Service Not Found | Nexora Digital');
    // A CMS title already carries it; without a company name the title stays as written.
    expect(
      pageMeta(args({ ...notFound, addSiteName: false }, { ...site, siteName: 'Nexora Digital' })),
    ).toContainEqual({ title: 'Service Not Found' });
    expect(pageMeta(args(notFound, site))).toContainEqual({ title: 'Service Not Found' });
  });

  it('falls back to /og-default.png when the site settings have no image either', () => {
    const tags = pageMeta(args({ title: 'About', description: 'About us.', image: null }));
    expect(content(tags, 'og:image')).toBe('https://www.nexoradigital.example/og-default.png');
  });
});
