// The accent colours editors pick for services and case studies (`color` in the content model),
// as Tailwind classes for both themes. Full class names are written out so Tailwind finds them;
// the text shades keep 3:1 or better against the tile for the icons they colour.
const ACCENTS = {
  blue: {
    tile: 'bg-blue-500/12 text-blue-700 ring-blue-500/25 dark:bg-blue-400/15 dark:text-blue-300',
    glow: 'from-blue-500/15',
  },
  violet: {
    tile: 'bg-violet-500/12 text-violet-700 ring-violet-500/25 dark:bg-violet-400/15 dark:text-violet-300',
    glow: 'from-violet-500/15',
  },
  emerald: {
    tile: 'bg-emerald-500/12 text-emerald-700 ring-emerald-500/25 dark:bg-emerald-400/15 dark:text-emerald-300',
    glow: 'from-emerald-500/15',
  },
  amber: {
    tile: 'bg-amber-500/15 text-amber-800 ring-amber-500/30 dark:bg-amber-400/15 dark:text-amber-300',
    glow: 'from-amber-500/15',
  },
  rose: {
    tile: 'bg-rose-500/12 text-rose-700 ring-rose-500/25 dark:bg-rose-400/15 dark:text-rose-300',
    glow: 'from-rose-500/15',
  },
  cyan: {
    tile: 'bg-cyan-500/12 text-cyan-800 ring-cyan-500/25 dark:bg-cyan-400/15 dark:text-cyan-300',
    glow: 'from-cyan-500/15',
  },
  indigo: {
    tile: 'bg-indigo-500/12 text-indigo-700 ring-indigo-500/25 dark:bg-indigo-400/15 dark:text-indigo-300',
    glow: 'from-indigo-500/15',
  },
  teal: {
    tile: 'bg-teal-500/12 text-teal-800 ring-teal-500/25 dark:bg-teal-400/15 dark:text-teal-300',
    glow: 'from-teal-500/15',
  },
} as const;

export type AccentColor = keyof typeof ACCENTS;

/** Classes for an accent colour; an unknown value from the CMS falls back to indigo. */
export function accentClasses(color: string | null | undefined) {
  return color && Object.hasOwn(ACCENTS, color) ? ACCENTS[color as AccentColor] : ACCENTS.indigo;
}
