import { describe, expect, it } from 'vitest';

import { sitePathFor } from '@/lib/paths';

describe('sitePathFor', () => {
  it.each([
    ['/Contact', '/contact'],
    ['/ABOUT', '/about'],
    ['/Services', '/services'],
    ['/Services/seo', '/services/seo'],
    ['/services/SEO', '/services/seo'],
    ['/Case-Studies/Cloud-Migration', '/case-studies/cloud-migration'],
  ])('sends %s on to %s', (typed, page) => {
    expect(sitePathFor(typed)).toBe(page);
  });

  it.each(['/contact', '/Nope', '/404', '/Services/a/b', '/', '/Blog/Services/seo'])(
    'leaves %s where it is',
    (typed) => {
      expect(sitePathFor(typed)).toBeNull();
    },
  );
});
