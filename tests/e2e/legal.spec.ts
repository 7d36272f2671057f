import { expect, test, waitForHydration } from '../utils/e2e';

test.describe('legal pages', () => {
  test('the terms table of contents jumps to a section', async ({ page }) => {
    await page.goto('/terms-of-service');
    await waitForHydration(page);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await contents.getByRole('link', { name: '9. Limitation of Liability' }).click();
    const heading = page.getByRole('heading', { level: 2, name: '9. Limitation of Liability' });
    await expect(heading).toBeInViewport();
    // The next Tab goes on from the section, as after a browser's own #anchor.
    await expect(heading).toBeFocused();
  });

  test('Back and Forward return to each section the contents jumped to', async ({ page }) => {
    await page.goto('/terms-of-service');
    await waitForHydration(page);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    // Where the page is as each jump leaves it (the link scrolled into view first, as a click
    // does), and where each jump lands.
    const left: number[] = [];
    const at: number[] = [];
    for (const name of [
      '3. Use of the Website',
      '6. Intellectual Property',
      '9. Limitation of Liability',
    ]) {
      const link = contents.getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      left.push(await scrollY());
      await link.click();
      await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
      at.push(await scrollY());
    }
    expect(new Set(at).size).toBe(3);

    await page.goBack();
    await expect.poll(scrollY).toBe(left[2]);
    await page.goBack();
    await expect.poll(scrollY).toBe(left[1]);
    await page.goForward();
    await expect.poll(scrollY).toBe(left[2]);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect.poll(scrollY).toBe(left[0]);
  });
});
