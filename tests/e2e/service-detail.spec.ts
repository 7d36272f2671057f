import { expect, RESOURCE_STATUS, test, waitForHydration, waitForReact } from '../utils/e2e';
import { hasDividerBetween } from '../utils/e2e-layout';

test.describe('service detail', () => {
  test('shows all nine blocks of a service page in order', async ({ page }) => {
    await page.goto('/services/seo');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search Engine Optimization' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Overview',
      'Key Benefits',
      'What We Offer',
      'Our Process',
      'Success Stories',
      'Frequently Asked Questions',
      'Get a Free Consultation',
    ]);
    await expect(
      page.getByRole('region', { name: 'Key Benefits' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'What We Offer' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Our Process' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Success Stories' }).getByRole('article'),
    ).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('details')).toHaveCount(4);
    const answer = faq.locator('details').first().locator('p');
    await expect(answer).toBeHidden();
    await faq.getByText('How long does SEO take to show results?').click();
    await expect(answer).toBeVisible();

    const consultation = page.locator('#contact');
    await expect(
      consultation.getByRole('link', { name: /services@nexoradigital\.example/ }),
    ).toBeVisible();
    await expect(consultation.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
    await expect(consultation.getByRole('button', { name: "Let's Talk" })).toBeVisible();
  });

  test('loads the hero image eagerly as the largest content', async ({ page }) => {
    await page.goto('/services/branding');
    const hero = page.getByRole('region', { name: 'Branding & Identity' });
    await expect(hero.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(hero.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  test('Get Started scrolls to the consultation block (#contact)', async ({ page }) => {
    await page.goto('/services/ppc');
    const consultation = page.locator('#contact');
    await expect(consultation).not.toBeInViewport();
    await waitForReact(page.locator('main a[href="#contact"]').first());
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(consultation).toBeInViewport();
    await expect(consultation).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('opens from the services list with client-side navigation', async ({ page }) => {
    await page.goto('/services');
    await waitForReact(page.locator('main a[href="/services/technology-integrations"]').first());
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // From the keyboard: with a mouse, hovering turns the card to its back, whose own link is
    // covered by the services spec.
    await page.getByRole('link', { name: 'Technology Integrations', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/technology-integrations$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Technology Integrations' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('a line marks the change from the questions to the consultation block', async ({ page }) => {
    await page.goto('/services/seo');
    const lastQuestion = page
      .getByRole('region', { name: 'Frequently Asked Questions' })
      .locator('details')
      .last();
    const consultation = page.getByRole('heading', { level: 2, name: 'Get a Free Consultation' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await hasDividerBetween(page, lastQuestion, consultation), `${width} px`).toBe(true);
    }
  });

  test.describe('an unknown id', () => {
    // The browser logs the page's own 404 status as a failed resource.
    test.use({ expectedConsoleErrors: RESOURCE_STATUS(404) });

    test('shows Service Not Found', async ({ page }) => {
      const response = await page.goto('/services/no-such-service');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Service Not Found' }),
      ).toBeVisible();
      await waitForHydration(page);
      await expect(
        page.getByText("The service you're looking for doesn't exist or has been moved"),
      ).toBeVisible();
      await page.getByRole('link', { name: 'View All Services' }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    });
  });
});
