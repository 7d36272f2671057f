import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import { DEFAULT_THEME, THEME_COLORS, THEME_STORAGE_KEY, type Theme } from './theme-script';

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const THEME_CHANGE_EVENT = 'themechange';

// The inline head script has already applied the stored theme to <html> before React runs,
// so <html>'s class is the source of truth. Reading it through useSyncExternalStore gives the
// pre-rendered default during hydration (no mismatch) and the real value right after.
function subscribe(onChange: () => void) {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}
const getSnapshot = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';
const getServerSnapshot = (): Theme => DEFAULT_THEME;

function applyTheme(next: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', next === 'dark');
  root.style.colorScheme = next;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[next]);
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

/** The stored choice, read as the head script reads it: anything but 'light' or 'dark' is the default. */
function storedTheme(): Theme {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
}

// A switch in another tab of the site reaches this one (the storage event), and so does one
// made while this page sat in the back/forward cache, which sees no storage events: the
// visitor's one choice holds in every tab, as it does on the next page load.
function followStoredTheme() {
  const follow = () => {
    const stored = storedTheme();
    if (stored !== getSnapshot()) applyTheme(stored);
  };
  const onStorage = (event: StorageEvent) => {
    // A null key is storage cleared (site data deleted): back to the default.
    if (event.key === THEME_STORAGE_KEY || event.key === null) follow();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) follow();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  useEffect(followStoredTheme, []);

  const toggleTheme = useCallback(() => {
    const next: Theme = getSnapshot() === 'dark' ? 'light' : 'dark';
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage disabled (private mode): the choice lasts for this page only.
    }
    applyTheme(next);
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used within a ThemeProvider');
  return context;
}
