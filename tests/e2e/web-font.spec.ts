// Text draws at once in the fallback face and Inter swaps in when it arrives. The fallback is a
// local Arial, or Roboto where there is none (Android), sized to Inter, so the swap moves nothing:
// lines break in the same places and keep their height, and the layout does not shift.
import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';

const CORE_FONT = '**/assets/inter-core-*.woff2';

/** Whether the machine has one of `names`, which a fallback face draws with. */
const hasLocalFont = (names: string[]) =>
  Promise.any(names.map((name) => new FontFace('probe', `local('${name}')`).load())).then(
    () => true,
    () => false,
  );

/** The phones compared: one with Arial's widths, and Android's, which has only Roboto. */
const SYSTEMS = [
  { name: 'Arial', fonts: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'], withoutArial: false },
  { name: 'Roboto', fonts: ['Roboto'], withoutArial: true },
];

/**
 * Takes the Arial-sized family out of the page's stylesheet, as on a phone where its local()
 * finds no font: the text falls to the Roboto-sized family listed after it.
 */
const dropArialFaces = () => {
  for (const sheet of document.styleSheets) {
    for (let index = sheet.cssRules.length - 1; index >= 0; index -= 1) {
      const rule = sheet.cssRules[index];
      if (
        rule instanceof CSSFontFaceRule &&
        rule.style.getPropertyValue('font-family').replace(/["']/g, '') === 'Inter Fallback'
      ) {
        sheet.deleteRule(index);
      }
    }
  }
};

for (const [path, system] of ['/', '/ai-automation', '/about'].flatMap((route) =>
  SYSTEMS.map((each) => [route, each] as const),
)) {
  test(`on ${path} at 375 px with ${system.name}, nothing moves when Inter arrives late`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CORE_FONT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    test.skip(
      !(await page.evaluate(hasLocalFont, system.fonts)),
      `None of ${system.fonts.join(', ')} is installed`,
    );
    await waitForHydration(page);
    if (system.withoutArial) {
      await page.evaluate(dropArialFaces);
      // A local face loads at once; its text is drawn before the observer starts.
      await page.evaluate(() => document.fonts.load("16px 'Inter Fallback Roboto'"));
      await afterNextPaint(page);
    }
    await afterNextPaint(page);
    expect(await page.evaluate(() => document.fonts.check("16px 'Inter Variable'"))).toBe(false);

    // Layout shifts from here on: only the font's arrival happens meanwhile.
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { fontShifts: number[] }).fontShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    release();
    await page.waitForFunction(() => document.fonts.check("16px 'Inter Variable'"));
    await page.evaluate(() => document.fonts.ready);
    await afterNextPaint(page);
    await afterNextPaint(page);

    const shifts = await page.evaluate(
      () => (window as unknown as { fontShifts: number[] }).fontShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
  });
}
