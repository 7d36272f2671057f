// Runs inline in <head>. The build renames the page's module preloads to x-modulepreload
// (scripts/optimize-html.ts) so they do not compete with the first paint; right after the first
// frame this adds a real <link rel="modulepreload"> for each, so the browser fetches every
// module the page needs at once instead of discovering them one import level at a time.
// Appended at the end of <head>, where React's hydration leaves nodes it did not render alone.
// Allowed by its hash like the theme script (root.tsx gives it the build's nonce).
export const DEFERRED_MODULEPRELOAD = 'x-modulepreload';

export const modulePreloadScript = `(function(){function p(){var l=document.querySelectorAll('link[rel="${DEFERRED_MODULEPRELOAD}"]');for(var i=0;i<l.length;i++){var n=document.createElement('link');n.rel='modulepreload';n.href=l[i].getAttribute('href');document.head.appendChild(n)}}requestAnimationFrame(function(){setTimeout(function(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',p);else p()})})})()`;
