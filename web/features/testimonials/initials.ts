/**
 * The letters on a testimonial's avatar: the first letter of the first and of the last word of
 * the name, in capitals ("van der Berg" -> "VB", "Priya" -> "P"). Letters are whole characters,
 * so a name outside the Basic Multilingual Plane never shows half a character. Capitals without
 * a locale: the pre-rendered page and the visitor's browser must agree.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
