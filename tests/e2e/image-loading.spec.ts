// The image-loading check (tests/utils/image-loading.ts) runs on every route in routes.spec.ts;
// these show it can fail: it sees an image LCP and pictures below the fold where pages have them.
import { test, expect } from '../utils/e2e';
import {
  expectEagerIfImage,
  imagesBelowTheFold,
  largestContentfulPaint,
  recordLcpCandidates,
} from '../utils/image-loading';

test.describe('the check itself', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('sees an image LCP where a page has one', async ({ page }) => {
    // The case study's hero picture is its largest element on a phone: the check must see it
    // as an image, or it would pass every page by reading text everywhere.
    await recordLcpCandidates(page);
    const candidate = await largestContentfulPaint(
      page,
      '/case-studies/enterprise-technology-integration',
    );
    expect(candidate.url).toContain('/images/');
    expectEagerIfImage(candidate);
  });

  test('sees pictures below the fold where a page has them', async ({ page }) => {
    // Home's service and solution pictures start well below a phone's first screen.
    await recordLcpCandidates(page);
    await largestContentfulPaint(page, '/');
    expect((await imagesBelowTheFold(page)).length).toBeGreaterThan(3);
  });
});
