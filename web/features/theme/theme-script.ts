// Runs inline in <head> before the first paint so the stored theme applies with no flash.
// Kept tiny and dependency-free: the server's Content-Security-Policy allows it by its hash.
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';
export const DEFAULT_THEME: Theme = 'dark';

export const themeScript = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t?t==='dark':${DEFAULT_THEME === 'dark'};document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})()`;
