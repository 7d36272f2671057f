// The home journey: the eight sections in order, their links, the hero's rotating service
// names, and the testimonial carousel wrapping around in the browser.
import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../utils/e2e';

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

test('shows the eight sections in order', async ({ page }) => {
  await openHome(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Your Gateway to Digital Evolution',
  );
  // The sections as a screen reader's landmark list names them.
  await expect(main).toMatchAriaSnapshot(`
    - region "Your Gateway to Digital Evolution"
    - region "Our Services"
    - region /^Why Choose/
    - region "AI and Blockchain Solutions"
    - region "What Our Clients Say"
    - region "Part of Nexora Group"
    - region "Marketing Solutions"
    - region "Book Your Free Consultation"
  `);
  await expect(main.getByRole('region')).toHaveCount(8);
});

test('hero, services and solutions link where the spec says', async ({ page }) => {
  await openHome(page);
  const hero = page.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
  await expect(hero.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(hero.getByRole('link', { name: 'View Our Work' })).toHaveAttribute(
    'href',
    '/case-studies',
  );
  for (const stat of ['+150%', '+180%']) await expect(hero.getByText(stat).first()).toBeVisible();

  const services = page.getByRole('region', { name: 'Our Services' });
  const hrefs = await services
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/services/technology-integrations',
    '/services/product-delivery',
    '/services/blockchain',
    '/services/business-development',
    '/services/social-media',
    '/services/cloud-solutions',
  ]);
  await expect(services.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(services.getByRole('link', { name: 'Need a Custom Solution?' })).toHaveAttribute(
    'href',
    '/contact',
  );

  const solutions = page.getByRole('region', { name: 'AI and Blockchain Solutions' });
  await expect(solutions.getByRole('link', { name: 'AI Automation' })).toHaveAttribute(
    'href',
    '/ai-automation',
  );
  await expect(solutions.getByRole('link', { name: 'Blockchain Solutions' })).toHaveAttribute(
    'href',
    '/blockchain',
  );

  await services.getByRole('link', { name: 'Product Delivery' }).click();
  await expect(page).toHaveURL(/\/services\/product-delivery$/);
});

test('the hero cycles through the six service names and starts over', async ({ page }) => {
  // A controlled clock steps the rotation (one name per 2.5 s, rotating-text.tsx) instead of
  // waiting for it. Paused, it moves only when the test moves it, however slow the machine.
  await page.clock.install();
  await openHome(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const hero = page.getByRole('region', { name: 'Your Gateway to Digital Evolution' });
  // Screen readers get the whole list once; the eye gets one name at a time.
  const list = await hero.getByText(/^Services we deliver: /).textContent();
  const names = list!.replace(/^Services we deliver: /, '').split(', ');
  expect(names).toHaveLength(6);

  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const shown = hero.getByText(new RegExp(`^(${escaped.join('|')})$`));
  // Wherever the rotation stands now, each step shows the next name, the last then the first.
  const start = names.indexOf((await shown.textContent()) ?? '');
  expect(start).toBeGreaterThanOrEqual(0);
  for (let step = 1; step <= names.length; step += 1) {
    await page.clock.runFor(2500);
    await expect(shown).toHaveText(names[(start + step) % names.length]!);
  }
});

test('the why-choose counters reach their figures once scrolled into view', async ({ page }) => {
  await openHome(page);
  const section = page.getByRole('region', { name: /^Why Choose/ });
  await section.scrollIntoViewIfNeeded();
  for (const figure of ['150%', '2 Years', '50+', '98%', '50K+', '100%']) {
    // The figure on screen; a visually hidden copy gives screen readers the final figure.
    await expect(section.getByText(figure, { exact: true }).first()).toBeVisible();
  }
});

test('the testimonial carousel wraps around both ways and jumps with the dots', async ({
  page,
}) => {
  await openHome(page);
  const carousel = page.getByRole('group', { name: 'Client testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  const cards = carousel.getByRole('figure');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Ananya Krishnan');

  await page.getByRole('button', { name: 'Previous testimonials' }).click();
  await expect(cards.nth(0)).toContainText('Rahul Mehta');
  await expect(cards.nth(1)).toContainText('Ananya Krishnan');
  await expect(
    page.getByRole('button', { name: 'Show testimonials starting at 12' }),
  ).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Next testimonials' }).click();
  await page.getByRole('button', { name: 'Next testimonials' }).click();
  await expect(cards.nth(0)).toContainText('Daniel Whitmore');

  await page.getByRole('button', { name: 'Show testimonials starting at 11' }).click();
  await expect(cards.nth(0)).toContainText('Chloe Dubois');
  await expect(cards.nth(2)).toContainText('Ananya Krishnan');
  await expect(carousel.getByRole('img', { name: /^Rated [45] out of 5$/ })).toHaveCount(3);
});

test('the parent company and marketing cards open external sites in a new tab', async ({
  page,
}) => {
  await openHome(page);
  const external = page
    .getByRole('region', { name: 'Part of Nexora Group' })
    .or(page.getByRole('region', { name: 'Marketing Solutions' }))
    .getByRole('link');
  await expect(external).toHaveCount(3);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
});

test('ends with the consultation form at #contact', async ({ page }) => {
  await openHome(page);
  const contact = page.locator('section#contact');
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText(
    'Book Your Free Consultation',
  );
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
});
