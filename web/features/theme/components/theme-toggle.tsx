// The header's light/dark switch. Its name says what a press does, so the icon shows the
// theme it switches to and a screen reader hears the same. The icon follows the page's theme
// class in CSS rather than React state: the pre-rendered HTML cannot know a stored light theme,
// and the theme script sets the class before the first paint.
import { Moon, Sun } from 'lucide-react';

import { useTheme } from '../theme-provider';

interface ThemeToggleProps {
  className?: string;
}

export function ThemeToggle({ className }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;

  return (
    <button
      type="button"
      onClick={toggleTheme}
      // A tap before the page runs switches the theme at once (forms/early-actions.ts).
      data-early-theme
      aria-label={label}
      title={label}
      className={`inline-flex size-10 items-center justify-center rounded-full border border-border text-fg transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className ?? ''}`}
    >
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  );
}
