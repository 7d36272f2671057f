// The public forms' fields in a real browser: a blocked submit shows the first invalid field
// with its label below the sticky header, and every field's border stands out from what is
// behind it (WCAG 1.4.11) in both themes.
import type { Locator, Page } from '@playwright/test';

import { contrastRatio } from '../utils/color';
import { afterNextPaint, ENQUIRY_FORM_PLACES, expect, test, waitForReact } from '../utils/e2e';

const forms = [
  ...ENQUIRY_FORM_PLACES.map((place) => ({
    ...place,
    submit: 'Send Message',
    first: 'Full Name',
  })),
  {
    title: "a service page's 'Let's Talk'",
    path: '/services/seo',
    form: (page: Page) => page.getByRole('form', { name: /^Consultation about / }),
    submit: "Let's Talk",
    first: 'Full Name',
  },
  {
    title: '/apply',
    path: '/apply',
    form: (page: Page) => page.getByRole('form', { name: 'Job application' }),
    submit: 'Submit Application',
    first: 'First name',
  },
];

// What each form's details are used for (the CMS's note, site settings), said under its submit
// button and as that button's description, so it is read before the details go; its words
// 'Privacy Policy' lead to the policy.
const PRIVACY_NOTES = {
  Enquiry: /^We use these details only to reply to your enquiry\. Our Privacy Policy explains/,
  Application: /^We use what your application tells us only to assess it/,
};

// The enquiry form's note is checked with the seed's settings by its component test.
test.describe('every other form that takes a visitor’s details', () => {
  for (const { title, path, form, submit } of forms.filter(
    ({ submit }) => submit !== 'Send Message',
  )) {
    test(`on ${title} says what they are used for, linking the Privacy Policy`, async ({
      page,
    }) => {
      await page.goto(path);
      const button = form(page).getByRole('button', { name: submit });
      const note = path === '/apply' ? PRIVACY_NOTES.Application : PRIVACY_NOTES.Enquiry;
      await waitForReact(button);
      await expect(button).toHaveAccessibleDescription(note);
      await form(page).getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    });
  }
});

test.describe('at desktop width, a blocked submit', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const place of forms) {
    test(`on ${place.title} shows the first invalid field and its label below the header`, async ({
      page,
    }) => {
      await page.goto(place.path);
      const form = place.form(page);
      await waitForReact(form);
      await form.getByRole('button', { name: place.submit }).click();

      const field = form.getByRole('textbox', { name: place.first });
      await expect(field).toBeFocused();
      await afterNextPaint(page);
      const header = await page.getByRole('banner').boundingBox();
      const label = await form.getByText(place.first, { exact: true }).boundingBox();
      const control = await field.boundingBox();
      expect(header && label && control).toBeTruthy();
      if (!header || !label || !control) return;
      expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(control.y + control.height).toBeLessThanOrEqual(800);
    });
  }
});

/**
 * The contrast ratio (WCAG 2) between `control`'s top border and the colour behind the control:
 * the backgrounds of its ancestors, the translucent ones laid over the nearest opaque one.
 */
async function borderContrast(control: Locator) {
  const { border, behind } = await control.evaluate((element) => {
    type Rgb = [number, number, number];
    // The browser turns any colour into sRGB numbers through a canvas, whatever the syntax
    // getComputedStyle returns (rgb(), color(srgb ...), oklab()...).
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const parse = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { rgb: [r, g, b] as Rgb, alpha: a / 255 };
    };
    const over = (top: { rgb: Rgb; alpha: number }, under: Rgb): Rgb => [
      top.rgb[0] * top.alpha + under[0] * (1 - top.alpha),
      top.rgb[1] * top.alpha + under[1] * (1 - top.alpha),
      top.rgb[2] * top.alpha + under[2] * (1 - top.alpha),
    ];
    const layers: ReturnType<typeof parse>[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer.alpha > 0) layers.unshift(layer);
      if (layer.alpha === 1) break;
    }
    const behind = layers.reduce<Rgb>((under, layer) => over(layer, under), [255, 255, 255]);
    return { border: over(parse(getComputedStyle(element).borderTopColor), behind), behind };
  });
  return contrastRatio(border, behind);
}

const fieldsByPage = [
  {
    path: '/contact',
    fields: (page: Page) => {
      const form = page.getByRole('main').getByRole('form', { name: 'Enquiry form' });
      return {
        'text input': form.getByRole('textbox', { name: 'Full Name' }),
        'email input': form.getByRole('textbox', { name: 'Email' }),
        select: form.getByRole('combobox', { name: 'Service Interested In' }),
        textarea: form.getByRole('textbox', { name: 'Project Details' }),
        'footer newsletter input': page
          .getByRole('contentinfo')
          .getByRole('textbox', { name: 'Email address' }),
      };
    },
  },
  {
    path: '/apply',
    fields: (page: Page) => {
      const form = page.getByRole('form', { name: 'Job application' });
      return {
        'phone input': form.getByRole('textbox', { name: 'Phone' }),
        'URL input': form.getByRole('textbox', { name: 'Portfolio URL (optional)' }),
        'file input': form.getByLabel('Resume'),
      };
    },
  },
];

for (const theme of ['light', 'dark'] as const) {
  for (const { path, fields } of fieldsByPage) {
    test(`every field on ${path} has a border of at least 3:1 against its card (${theme} theme)`, async ({
      page,
    }) => {
      await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(
        theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      for (const [kind, field] of Object.entries(fields(page))) {
        await expect(field, kind).toBeVisible();
        expect(await borderContrast(field), kind).toBeGreaterThanOrEqual(3);
      }
    });
  }
}

// Safari on iPhone zooms the page into a field drawn under 16 px when it takes focus, and the
// visitor then pinches back out after every entry.
test.describe('on a phone, every field a visitor types into', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const fieldSizes = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('input, textarea, select')]
        .filter(
          (field) =>
            !['hidden', 'checkbox', 'radio', 'file', 'submit', 'button'].includes(
              field.getAttribute('type') ?? '',
            ) &&
            // The forms' honeypot, hidden from people.
            !field.closest('[aria-hidden="true"]'),
        )
        .map((field) => ({
          field: field.getAttribute('name') ?? field.getAttribute('placeholder') ?? field.id,
          px: parseFloat(getComputedStyle(field).fontSize),
        })),
    );

  for (const path of [
    '/contact',
    '/services/seo',
    '/apply',
    '/social-marketing',
    '/admin',
    '/chatbot',
  ]) {
    test(`on ${path} is drawn at 16 px or more`, async ({ page }) => {
      await page.goto(path);
      await waitForReact(
        page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }),
      );
      // The footer's newsletter field, and the page's own.
      await expect.poll(async () => (await fieldSizes(page)).length).toBeGreaterThan(1);
      const sizes = await fieldSizes(page);
      expect(sizes.filter(({ px }) => px < 16)).toEqual([]);
    });
  }

  test('in the floating chat is drawn at 16 px or more', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Chat with us' });
    await waitForReact(open);
    await open.click();
    const box = page.getByRole('dialog').getByRole('textbox');
    await expect(box).toBeFocused();
    expect(
      await box.evaluate((field) => parseFloat(getComputedStyle(field).fontSize)),
    ).toBeGreaterThanOrEqual(16);
  });
});
