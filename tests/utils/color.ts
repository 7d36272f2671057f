// WCAG 2 colour arithmetic for the browser specs, done in Node: a page hands over sRGB numbers
// (read through a canvas, whatever syntax getComputedStyle returns) and the spec compares them.

export type Rgb = readonly [number, number, number];

/** WCAG 2 relative luminance of an sRGB colour (channels 0–255): 0 for black, 1 for white. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(one: Rgb, other: Rgb): number {
  const [a, b] = [relativeLuminance(one), relativeLuminance(other)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
