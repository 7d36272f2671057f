import { describe, expect, it } from 'vitest';

import { singletonDocuments } from '../../../schemas';
import { LEGAL_PAGES } from '../../../schemas/lib/options';
import { privacyPolicy, termsOfService } from '../../../seed/content/legal-pages';
import { SINGLETON_PLACES } from '../../../studio/structure';

describe('the Studio menu', () => {
  it('gives every singleton exactly one place, so no page type goes missing', () => {
    const placed = Object.values(SINGLETON_PLACES).flat();
    expect([...placed].sort()).toEqual(singletonDocuments.map(({ name }) => name).sort());
  });

  it('opens the legal pages the seed holds, one per fixed route', () => {
    expect(
      [privacyPolicy, termsOfService].map(({ _id, slug }) => [
        _id,
        (slug as { current: string }).current,
      ]),
    ).toEqual(LEGAL_PAGES.map(({ id, slug }) => [id, slug]));
  });
});
