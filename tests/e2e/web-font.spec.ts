// The web font on a slow connection: text is drawn at once in the fallback face and Inter swaps
// in when it arrives (font-display: swap). The fallback is a local Arial sized to Inter
// (scripts/font-fallback.ts), so the swap moves nothing: lines break in the same places and keep
// their height. Without it the stats on Home and the intro on /ai-automation re-wrapped on a
// phone, a layout shift of 0.03-0.04 (the target is 0.02 for the whole visit).
import { afterNextPaint, expect, test, waitForHydration } from '../utils/e2e';

const CORE_FONT = '**/assets/inter-core-*.woff2';

/** Whether the machine has a font with Arial's widths, which the fallback face draws with. */
const hasArialWidths = () =>
  Promise.any(
    ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'].map((name) =>
      new FontFace('probe', `local('${name}')`).load(),
    ),
  ).then(
    () => true,
    () => false,
  );

for (const path of ['/', '/ai-automation', '/about']) {
  test(`on ${path} at 375 px, nothing moves when Inter arrives late`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CORE_FONT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    test.skip(!(await page.evaluate(hasArialWidths)), 'No font with Arial’s widths installed');
    await waitForHydration(page);
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
