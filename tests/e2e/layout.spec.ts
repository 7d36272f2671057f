// The shared chrome in a real browser: the header's scroll state, the mobile menu, the theme that
// survives a reload, the skip link, the header and footer with text at 200%, and the service
// select on a zoomed phone. Their links and content: tests/component/pages/layout.test.tsx.
import type { Locator, Page } from '@playwright/test';

import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';
import { domainLineCount, enlargeText, layoutProblems } from '../utils/e2e-layout';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

async function ready(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);

/**
 * Scrolls the window to `top` at once and waits until the page has drawn the result: for the
 * scroll event the header listens to (the browser fires it with a later frame, which a busy
 * machine can delay), then for a paint after it.
 */
async function scrollTo(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
  await afterNextPaint(page);
}

test('the header is transparent at the top and opaque once scrolled more than 20 px', async ({
  page,
}) => {
  await ready(page, '/');
  const header = page.getByRole('banner');
  const heightAtTop = (await header.boundingBox())!.height;
  expect(await headerBackground(page)).toBe(TRANSPARENT);

  await scrollTo(page, 20);
  expect(await headerBackground(page)).toBe(TRANSPARENT);
  // Read the same way one pixel further, so the check above cannot pass by reading too early.
  await scrollTo(page, 21);
  expect(await headerBackground(page)).not.toBe(TRANSPARENT);
  await expect(header).toHaveCSS('backdrop-filter', /blur/);
  expect((await header.boundingBox())!.height).toBe(heightAtTop);

  await scrollTo(page, 0);
  expect(await headerBackground(page)).toBe(TRANSPARENT);
});

test.describe('before the page runs, or without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header still turns opaque once scrolled more than 20 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-hydrated');
    expect(await headerBackground(page)).toBe(TRANSPARENT);
    // The page's own scroll events need its scripts: the browser's next frames are waited for.
    const scrollWithoutScripts = (top: number) =>
      page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    // Text scrolled under it must not show through.
    await scrollWithoutScripts(400);
    await expect.poll(() => headerBackground(page)).not.toBe(TRANSPARENT);
    await expect(header).toHaveCSS('backdrop-filter', /blur/);
    await scrollWithoutScripts(20);
    await expect.poll(() => headerBackground(page)).toBe(TRANSPARENT);
    await scrollWithoutScripts(21);
    await expect.poll(() => headerBackground(page)).not.toBe(TRANSPARENT);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, closes on navigation and on Escape', async ({ page }) => {
    await ready(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await menu.getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('Tab stays within the open mobile menu and its button, never reaching the page under it', async ({
    page,
  }) => {
    // The home page: its hero's pause button sits right under the open panel.
    await ready(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    const close = page.getByRole('button', { name: 'Close menu' });
    const links = [
      'Home',
      'About',
      'Services',
      'Case Studies',
      'Contact',
      'Get a Free Consultation',
    ];
    for (const name of links) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Get a Free Consultation' })).toBeFocused();
    await expect(menu).toBeVisible();

    // A press outside the panel that the backdrop does not cover, in the header, closes it.
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(menu).toBeHidden();
  });

  test('a click on the dimmed backdrop under the mobile menu closes it, not the page under it', async ({
    page,
  }) => {
    await ready(page, '/services');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    // Just below the panel, where the hero's 'Discuss Your Project' button sits on a small phone.
    const panel = (await menu.boundingBox())!;
    const point = { x: 40, y: panel.y + panel.height + 24 };
    const covered = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('main') === null,
      point,
    );
    expect(covered).toBe(true);

    await page.mouse.click(point.x, point.y);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
    await expect(toggle).toBeFocused();
  });

  test('the page under the open mobile menu stays put when the backdrop or the menu is scrolled', async ({
    page,
  }) => {
    await ready(page, '/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    const panel = (await menu.boundingBox())!;
    const overBackdrop = { x: 180, y: panel.y + panel.height + 80 };
    const overMenu = { x: 180, y: panel.y + panel.height / 2 };
    const scrollY = () => page.evaluate(() => window.scrollY);

    // A mouse wheel, then a finger's swipe (Chromium's touch input), over each.
    for (const point of [overBackdrop, overMenu]) {
      await page.mouse.move(point.x, point.y);
      await page.mouse.wheel(0, 400);
      await afterNextPaint(page);
      expect(await scrollY()).toBe(0);
    }
    const cdp = await page.context().newCDPSession(page);
    for (const { x, y } of [overBackdrop, overMenu]) {
      await cdp.send('Input.synthesizeScrollGesture', {
        x,
        y,
        yDistance: -300,
        gestureSourceType: 'touch',
      });
      await afterNextPaint(page);
      expect(await scrollY()).toBe(0);
    }
    await expect(menu).toBeVisible();

    // Closed, the same wheel scrolls the page: the checks above could fail.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test("a menu link to the page already shown closes the menu and focuses the page's h1", async ({
    page,
  }) => {
    const links = [
      { path: '/', name: 'Home' },
      { path: '/about', name: 'About' },
      { path: '/contact', name: 'Contact' },
      { path: '/contact', name: 'Get a Free Consultation' },
    ];
    for (const { path, name } of links) {
      await ready(page, path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('link', { name }).press('Enter');
      await expect(menu, name).toBeHidden();
      // Not <body>, nor the link inside the closed panel.
      await expect(page.getByRole('heading', { level: 1 }), `${name} on ${path}`).toBeFocused();
    }
  });

  test('the footer stacks its columns', async ({ page }) => {
    await ready(page, '/about');
    const footer = page.getByRole('contentinfo');
    const quick = await footer.getByRole('navigation', { name: 'Quick Links' }).boundingBox();
    const contact = await footer.getByRole('region', { name: 'Contact Us' }).boundingBox();
    expect(contact!.y).toBeGreaterThan(quick!.y + quick!.height - 1);
    expect(contact!.x).toBe(quick!.x);
  });
});

// Every e-mail address the site shows, where it shows it, and the link's name if it is a link.
const EMAIL_ADDRESSES = [
  {
    path: '/contact',
    place: 'the footer',
    at: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: /@/ }),
    name: 'Email: hello@nexoradigital.example',
  },
  {
    path: '/contact',
    place: 'the contact card',
    at: (page: Page) => page.getByRole('main').getByRole('link', { name: /@/ }),
    name: 'hello@nexoradigital.example',
  },
  {
    path: '/services/seo',
    place: "a service page's consultation block",
    at: (page: Page) =>
      page.getByRole('region', { name: 'Get a Free Consultation' }).getByRole('link', {
        name: /@/,
      }),
    name: 'E-mail: services@nexoradigital.example',
  },
  {
    path: '/careers',
    place: "the careers page's resume line",
    at: (page: Page) => page.getByRole('main').getByText(/careers@/),
    name: null,
  },
];

// On the narrowest phone the spec supports.
test('at 320 px every e-mail address wraps after its @ first, its domain on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const address of EMAIL_ADDRESSES) {
    await ready(page, address.path);
    const element = address.at(page);
    // Named as it reads: the domain's own box must not add a space to the link's name.
    if (address.name) await expect(element, address.place).toHaveAccessibleName(address.name);
    expect(await domainLineCount(element), address.place).toBe(1);
  }
});

test('the theme toggle switches themes and the choice survives a reload', async ({ page }) => {
  await ready(page, '/about');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
});

test('after a link to another page, focus is on its h1 and the page opens at the top', async ({
  page,
}) => {
  await ready(page, '/');
  // Nothing is focused by a first load.
  await expect(page.locator('h1')).not.toBeFocused();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // At the top at once, not scrolled there by a smooth animation.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a link to the page already shown opens it at the top with focus on its h1, as any change of page does', async ({
  page,
}) => {
  await ready(page, '/contact');
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Quick Links' })
    .getByRole('link', { name: 'Contact' });
  await footerLink.focus();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A filter is not a new page: pressing the category already shown, or another, keeps focus.
  await page.goto('/case-studies');
  await waitForHydration(page);
  const filter = page.getByRole('group', { name: 'Filter case studies by category' });
  for (const name of ['All', 'Cloud Solutions']) {
    await filter.getByRole('button', { name }).press('Enter');
    await expect(filter.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.getByRole('button', { name })).toBeFocused();
  }
});

test('the skip link shows as a padded button over the header when focused', async ({ page }) => {
  await ready(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = (await skip.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(32);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  const padding = await skip.evaluate((link) => {
    const style = getComputedStyle(link);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft];
  });
  expect(Math.min(...padding.map(parseFloat))).toBeGreaterThanOrEqual(8);
  // On top of the header's logo, not under it.
  const topmost = await skip.evaluate((link) => {
    const { x, y, width, height } = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(topmost).toBe(true);
});

test('the skip link moves to the main content', async ({ page }) => {
  await ready(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

// WCAG 1.4.4: with text at 200% the header and footer controls stay on screen. Every route's own
// layout with large text is checked in routes.spec.ts.
for (const { width, path } of [
  { width: 375, path: '/services' },
  { width: 1280, path: '/ai-automation' },
]) {
  test.describe(`with text at 200% at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`${path} keeps the header and footer controls on screen without sideways scroll`, async ({
      page,
    }) => {
      await ready(page, path);
      await enlargeText(page);
      const controls = page.locator('header, footer').locator('a:visible, button:visible');
      expect(await controls.count()).toBeGreaterThan(10);
      const outside = await controls.evaluateAll(
        (elements, viewportWidth) =>
          elements
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(({ box }) => box.left < 0 || box.right > viewportWidth)
            .map(({ element, box }) => `${element.textContent} (${box.left}–${box.right})`),
        width,
      );
      expect(outside).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      // The theme toggle and, with the links folded away, the menu button are there to use.
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
    });
  });
}

// A word longer than a column (a compound brand name, a German title) wraps inside its column:
// the hero's two columns keep their widths, its picture included, and nothing runs off the side.
test.describe('a very long word in a two-column heading', () => {
  const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
  const places = [
    { path: '/', name: 'hero', heading: h1 },
    { path: '/services/seo', name: 'hero', heading: h1 },
    { path: '/case-studies/enterprise-technology-integration', name: 'hero', heading: h1 },
    {
      path: '/services/seo',
      name: 'overview',
      heading: (page: Page) => page.getByRole('heading', { level: 2, name: 'Overview' }),
    },
    {
      path: '/about',
      name: 'story',
      heading: (page: Page) => page.getByRole('heading', { level: 2, name: /Who We Are/i }),
    },
  ];

  // At the narrowest width with two columns, where a long word presses hardest.
  const width = 1024;
  for (const { path, name, heading } of places) {
    test(`keeps the columns of the ${name} of ${path} as they were at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await ready(page, path);
      const title = heading(page);
      /** The widths of the columns of the grid the heading sits in. */
      const columns = () =>
        title.evaluate((element) => {
          let cell: Element = element;
          while (cell.parentElement && getComputedStyle(cell.parentElement).display !== 'grid') {
            cell = cell.parentElement;
          }
          return [...(cell.parentElement?.children ?? [])].map((child) =>
            Math.round(child.getBoundingClientRect().width),
          );
        });
      const before = await columns();
      expect(before.length).toBeGreaterThan(1);
      await title.evaluate((element) => element.append(' Rechtsschutzversicherungsgesellschaften'));
      expect(await columns()).toEqual(before);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test("wraps in a service page's breadcrumb on a 320 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await ready(page, '/services/seo');
    const current = page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .locator('[aria-current="page"]');
    // As long as a title may be (80 characters), in one word.
    await current.evaluate((element) => {
      element.textContent =
        'Donaudampfschifffahrtselektrizitaetenhauptbetriebswerkbauunterbeamtengesellschaft';
    });
    expect(await layoutProblems(page)).toEqual([]);
  });
});

/**
 * How tall /contact's service select is, in heights of the one-line Full Name box above it
 * (the same font and padding): 1 while its chosen option sits on one line.
 */
async function selectHeightInLines(page: Page) {
  const main = page.getByRole('main');
  const height = (control: Locator) =>
    control.evaluate((node) => node.getBoundingClientRect().height);
  const select = await height(main.getByRole('combobox', { name: 'Service Interested In' }));
  return select / (await height(main.getByRole('textbox', { name: 'Full Name' })));
}

// A native select cuts its chosen option off at the side where it is too narrow, as on a phone
// zoomed to 200% (375 px then lays out as 187). There Chromium's customizable select shows the
// whole name over more lines; at the phone's normal size the select is the browser's own.
test.describe('the service list on a phone zoomed to 200%', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows the whole chosen service and still picks from the list', async ({ page }) => {
    await ready(page, '/contact');
    const service = page.getByRole('main').getByRole('combobox', { name: 'Service Interested In' });
    await service.selectOption('Technology Integration');
    expect(await selectHeightInLines(page)).toBeCloseTo(1, 1);

    await page.setViewportSize({ width: 187, height: 400 });
    await expect.poll(() => selectHeightInLines(page)).toBeGreaterThan(1.5);
    // Its list opens in the page, as wide as the select (its options fill the list but for its
    // border), and a tap on an option chooses it.
    await service.click();
    const option = page.getByRole('option', { name: 'Cloud Solutions' });
    await expect(option).toBeVisible();
    const width = (locator: Locator) =>
      locator.evaluate((node) => node.getBoundingClientRect().width);
    const [optionWidth, fieldWidth] = [await width(option), await width(service)];
    expect(optionWidth).toBeLessThanOrEqual(fieldWidth);
    expect(optionWidth).toBeGreaterThanOrEqual(fieldWidth - 4);
    await option.click();
    await expect(service).toHaveValue('Cloud Solutions');
    await expect(service).toBeFocused();
  });
});
