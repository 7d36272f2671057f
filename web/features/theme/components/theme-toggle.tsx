// The header's light/dark switch: its name and icon say the theme a press switches to. The icon
// follows the page's theme class in CSS, not React state: the pre-rendered HTML cannot know a
// stored theme, and the theme script sets the class before the first paint.
import { Icon } from '@/components/ui/icon';

import { useTheme } from '../theme-provider';

interface ThemeToggleProps {
  /** The button's name (and tooltip) in each theme, from the CMS. */
  labels: { toLight: string | undefined; toDark: string | undefined };
  className?: string;
}

export function ThemeToggle({ labels, className }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? labels.toLight : labels.toDark;

  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={`inline-flex size-10 items-center justify-center rounded-full border border-border text-fg transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className ?? ''}`}
    >
      <Icon name="sun" strokeWidth={2} className="hidden size-5 dark:block" />
      <Icon name="moon" strokeWidth={2} className="size-5 dark:hidden" />
    </button>
  );
}
