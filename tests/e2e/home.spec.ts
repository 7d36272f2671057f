// The home journey: the eight sections in order, their links, and the testimonial carousel
// wrapping around in the browser.
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../utils/e2e';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('shows the eight sections in order', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Your Gateway to Digital Evolution',
  );
  const sections = await main
    .locator(':scope > section')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-labelledby')));
  expect(sections).toEqual([
    'home-hero-title',
    'home-services-title',
    'home-why-title',
    'home-solutions-title',
    'home-testimonials-title',
    'home-parent-title',
    'home-marketing-title',
    'home-contact-title',
  ]);
});

test('hero, services and solutions link where the spec says', async ({ page }) => {
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

test('the why-choose counters reach their figures once scrolled into view', async ({ page }) => {
  const section = page.getByRole('region', { name: /^Why Choose/ });
  await section.scrollIntoViewIfNeeded();
  for (const figure of ['150%', '2 Years', '50+', '98%', '50K+', '100%']) {
    await expect(section.getByText(figure, { exact: true })).toBeVisible();
  }
});

test('the testimonial carousel wraps around both ways and jumps with the dots', async ({
  page,
}) => {
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
  const contact = page.locator('section#contact');
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText(
    'Book Your Free Consultation',
  );
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
});
