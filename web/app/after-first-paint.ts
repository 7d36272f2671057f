// Runs inline in <head> (allowed by hash, as the theme script): right after the first frame each
// deferred preload (scripts/optimize-html.ts) becomes a real modulepreload, so the browser fetches
// every module the page needs at once instead of one import level at a time.
export const DEFERRED_MODULEPRELOAD = 'x-modulepreload';

export const modulePreloadScript = `(function(){function p(){var l=document.querySelectorAll('link[rel="${DEFERRED_MODULEPRELOAD}"]');for(var i=0;i<l.length;i++){var n=document.createElement('link');n.rel='modulepreload';n.href=l[i].getAttribute('href');document.head.appendChild(n)}}requestAnimationFrame(function(){setTimeout(function(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',p);else p()})})})()`;
