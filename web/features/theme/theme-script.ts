// Runs inline in <head> before the first paint so the stored theme applies with no flash. Kept
// tiny and dependency-free; each page's CSP allows it by the hash the build takes from the page,
// so a change here needs nothing else.
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'dark';

/** Each theme's page background (--surface in app.css), for the browser's own bar on phones. */
export const THEME_COLORS: Record<Theme, string> = { light: '#f8fafc', dark: '#0b1020' };

// Only a stored 'light' or 'dark' counts; anything else gets the default. It adds the
// theme-color meta itself: one React rendered would gain a stale copy beside it.
export const themeScript = `(function(){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}var d=t==='dark'||t!=='light'&&${DEFAULT_THEME === 'dark'};var r=document.documentElement,m=document.createElement('meta');function set(d){r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light';m.content=d?'${THEME_COLORS.dark}':'${THEME_COLORS.light}'}set(d);m.name='theme-color';document.head.appendChild(m)})()`;
