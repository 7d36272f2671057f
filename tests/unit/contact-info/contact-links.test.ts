import { describe, expect, it } from 'vitest';

import { mapsSearchUrl, singleLineAddress, telHref } from '@/lib/contact-links';

describe('telHref', () => {
  it.each([
    ['+91 98765 43210', 'tel:+919876543210'],
    ['(080) 4123-4567', 'tel:08041234567'],
    [' +1 555 010 9999 ', 'tel:+15550109999'],
  ])('turns %s into %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('singleLineAddress', () => {
  it('joins the lines with commas and drops blank ones', () => {
    expect(singleLineAddress('Level 5, 21 Residency Road\n\n Bengaluru \nIndia')).toBe(
      'Level 5, 21 Residency Road, Bengaluru, India',
    );
  });
});

describe('mapsSearchUrl', () => {
  it('searches the whole address on one line', () => {
    const url = new URL(mapsSearchUrl('21 Residency Road\nBengaluru 560025'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('21 Residency Road, Bengaluru 560025');
  });
});
