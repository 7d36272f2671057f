/**
 * The first letters of the name's first and last words in capitals ("van der Berg" -> "VB"). Whole
 * characters, so a name outside the BMP never shows half a one; capitals without a locale, so the
 * pre-rendered page and the visitor's browser agree.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
