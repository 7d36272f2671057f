import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';

import { pageMeta, shareImage, type PageHead } from '@/lib/seo';

const content = (tags: MetaDescriptor[], property: string) =>
  (tags.find((tag) => 'property' in tag && tag.property === property) as { content?: string })
    ?.content;

/** What a route's meta receives: its own head and the root loader's (the site settings). */
const args = (head: PageHead, siteHead?: PageHead, pathname = '/about') => ({
  loaderData: { head },
  location: { pathname },
  matches: [{ id: 'root', loaderData: siteHead ? { head: siteHead } : undefined }],
});

const site: PageHead = {
  title: 'Nexora Digital',
  description: 'The site default description, long enough to be a real one.',
  image: '/images/site-default.png',
  imageAlt: 'The Nexora Digital logo on a gradient',
};

describe('pageMeta', () => {
  it("uses the page's own sharing image and description", () => {
    const tags = pageMeta(
      args(
        { title: 'About', description: 'About us.', image: '/a.png', imageAlt: 'Our team' },
        site,
      ),
    );
    expect(content(tags, 'og:image')).toBe('https://www.nexoradigital.example/a.png');
    expect(content(tags, 'og:image:alt')).toBe('Our team');
    expect(content(tags, 'og:description')).toBe('About us.');
  });

  it("falls back to the site settings' sharing image and description (Studio: SEO defaults)", () => {
    const tags = pageMeta(args({ title: 'About', description: '', image: null }, site));
    expect(content(tags, 'og:image')).toBe(
      'https://www.nexoradigital.example/images/site-default.png',
    );
    // The alternative text goes with its image, never with another one.
    expect(content(tags, 'og:image:alt')).toBe(site.imageAlt);
    expect(content(tags, 'og:description')).toBe(site.description);
  });

  it('ends every title with the company name from the site settings, unless it already names it', () => {
    const withCompany = { ...site, siteName: 'Nexora Digital' };
    const titleOf = (title: string, siteHead: PageHead = withCompany) =>
      pageMeta(args({ title, description: '' }, siteHead)).find((tag) => 'title' in tag);
    expect(titleOf('Service Not Found')).toEqual({ title: 'Service Not Found | Nexora Digital' });
    expect(titleOf('About Us | Nexora Digital')).toEqual({ title: 'About Us | Nexora Digital' });
    expect(titleOf('Nexora Digital | Your Gateway')).toEqual({
      title: 'Nexora Digital | Your Gateway',
    });
    // Without a company name in the settings the title stays as written.
    expect(titleOf('Service Not Found', site)).toEqual({ title: 'Service Not Found' });
    const tags = pageMeta(args({ title: 'Careers', description: '' }, withCompany));
    expect(content(tags, 'og:title')).toBe('Careers | Nexora Digital');
  });

  it('falls back to /og-default.png when the site settings have no image either', () => {
    const tags = pageMeta(args({ title: 'About', description: 'About us.', image: null }));
    expect(content(tags, 'og:image')).toBe('https://www.nexoradigital.example/og-default.png');
    expect(content(tags, 'og:image:alt')).toBeUndefined();
    // With the company's name, the logo it shows is described.
    const named = pageMeta(
      args(
        { title: 'About', description: 'About us.', image: null },
        { title: 'Nexora Digital', description: '', siteName: 'Nexora Digital' },
      ),
    );
    expect(content(named, 'og:image')).toBe('https://www.nexoradigital.example/og-default.png');
    expect(content(named, 'og:image:alt')).toBe('The Nexora Digital logo');
  });

  it("leaves og:image:alt out when the page's image has no alternative text", () => {
    const tags = pageMeta(args({ title: 'About', description: '', image: '/a.png' }, site));
    expect(content(tags, 'og:image')).toBe('https://www.nexoradigital.example/a.png');
    expect(content(tags, 'og:image:alt')).toBeUndefined();
  });

  it('names the site in og:site_name, from the company name in the site settings', () => {
    const tags = pageMeta(
      args({ title: 'About', description: '' }, { ...site, siteName: 'Nexora Digital' }),
    );
    expect(content(tags, 'og:site_name')).toBe('Nexora Digital');
    expect(content(pageMeta(args({ title: 'About', description: '' }, site)), 'og:site_name')).toBe(
      undefined,
    );
  });

  it('gives the size of sharing images rendered at 1200×630: CMS pictures and /og-default.png', () => {
    const size = (tags: MetaDescriptor[]) => [
      content(tags, 'og:image:width'),
      content(tags, 'og:image:height'),
    ];
    const cmsImage = shareImage({
      asset: { _ref: 'image-abc123-1600x1000-svg' },
      alt: 'A chart rising',
    });
    expect(size(pageMeta(args({ title: 'About', description: '', ...cmsImage }, site)))).toEqual([
      '1200',
      '630',
    ]);
    // The site settings' CMS picture as a page's fallback.
    const siteWithCmsImage = { ...site, ...cmsImage };
    expect(size(pageMeta(args({ title: 'About', description: '' }, siteWithCmsImage)))).toEqual([
      '1200',
      '630',
    ]);
    expect(size(pageMeta(args({ title: 'About', description: '' })))).toEqual(['1200', '630']);
    // An image of unknown size gets none.
    expect(
      size(pageMeta(args({ title: 'About', description: '', image: '/a.png' }, site))),
    ).toEqual([undefined, undefined]);
  });

  it('leaves the canonical link and og:url out of a not-found page, which has no address of its own', () => {
    const notFound = { title: 'Page Not Found', description: '', noindex: true, notFound: true };
    const tags = pageMeta(args(notFound, site, '/404'));
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
    expect(content(tags, 'og:url')).toBeUndefined();
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    // Other pages out of search results (/admin) keep theirs.
    const admin = pageMeta(
      args({ title: 'Admin', description: '', noindex: true }, site, '/admin'),
    );
    expect(admin).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.nexoradigital.example/admin',
    });
    expect(content(admin, 'og:url')).toBe('https://www.nexoradigital.example/admin');
  });
});
