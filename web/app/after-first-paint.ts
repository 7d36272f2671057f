// Runs inline in <head> (allowed by hash, as the theme script). The build (scripts/optimize-html.ts)
// parks the full stylesheet, the module preloads and the module script that starts the app under
// types a browser ignores; once the first paint is on screen this restores them.
export const DEFERRED_STYLESHEET = 'x-stylesheet';
export const DEFERRED_MODULEPRELOAD = 'x-modulepreload';
export const DEFERRED_MODULE = 'x-module';

/** How long after the first frame a paint report is awaited; a browser reporting none starts then. */
const PAINT_REPORT_WAIT_MS = 1000;

// Compact by hand, as every page carries it. A paint entry arrives once the frame is shown, after its
// callbacks ran; a tab opened in the background paints nothing until shown, so starts at once.
export const afterFirstPaintScript = `(function(){var d=document,s=0;function p(){var l=d.querySelectorAll('link[rel="${DEFERRED_STYLESHEET}"]'),i,n;for(i=0;i<l.length;i++)l[i].rel='stylesheet';l=d.querySelectorAll('link[rel="${DEFERRED_MODULEPRELOAD}"]');for(i=0;i<l.length;i++){n=d.createElement('link');n.rel='modulepreload';n.href=l[i].getAttribute('href');d.head.appendChild(n)}l=d.querySelectorAll('script[type="${DEFERRED_MODULE}"]');for(i=0;i<l.length;i++){n=d.createElement('script');n.type='module';n.textContent=l[i].textContent;l[i].replaceWith(n)}}function r(){if(s)return;s=1;if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',p);else p()}if(d.visibilityState==='hidden')return r();var w=0;try{new PerformanceObserver(function(e,o){o.disconnect();setTimeout(r)}).observe({type:'paint',buffered:true});w=${PAINT_REPORT_WAIT_MS}}catch(e){}requestAnimationFrame(function(){setTimeout(r,w)})})()`;
