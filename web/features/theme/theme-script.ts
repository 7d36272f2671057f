// Runs inline in <head> before the first paint so the stored theme applies with no flash.
// Kept tiny and dependency-free: each page's Content-Security-Policy allows it by its hash,
// which the build takes from the page (root.tsx gives it the build's nonce, by which the build
// knows it for the site's own), so a change here needs nothing else.
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'dark';

/** Each theme's page background (--surface in app.css), for the browser's own bar on phones. */
export const THEME_COLORS: Record<Theme, string> = { light: '#f8fafc', dark: '#0b1020' };

// Only a stored 'light' or 'dark' counts; anything else (an old or hand-edited value) gets
// the default. It also adds <meta name="theme-color"> for the theme: rendered by React with a
// fixed colour, a tag changed before hydration would get a second, stale copy beside it.
// It leaves the switch itself as window.__switchTheme, for a tap on the header's switch before
// React runs (forms/early-actions.ts): it does what ThemeProvider's toggleTheme does then.
export const themeScript = `(function(){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}var d=t==='dark'||t!=='light'&&${DEFAULT_THEME === 'dark'};var r=document.documentElement,m=document.createElement('meta');function set(d){r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light';m.content=d?'${THEME_COLORS.dark}':'${THEME_COLORS.light}'}set(d);m.name='theme-color';document.head.appendChild(m);window.__switchTheme=function(){var n=!r.classList.contains('dark');set(n);try{localStorage.setItem('${THEME_STORAGE_KEY}',n?'dark':'light')}catch(e){}}})()`;
