// Runs inline in <head> (allowed by hash, as the theme script). The build (scripts/optimize-html.ts)
// parks the full stylesheet, the module preloads and the module script that starts the app under
// types a browser ignores; once the first paint is on screen this restores them.
export const DEFERRED_STYLESHEET = 'x-stylesheet';
export const DEFERRED_MODULEPRELOAD = 'x-modulepreload';
export const DEFERRED_MODULE = 'x-module';

/** The latest start where a browser that reports paints has reported none since the first frame. */
const PAINT_REPORT_WAIT_MS = 1000;

/** Runs in the page as its own text: it may use only its arguments and the browser's globals. */
function afterFirstPaint(stylesheet: string, preload: string, module: string, waitMs: number) {
  let started = false;
  const restore = () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="${stylesheet}"]`)) {
      link.rel = 'stylesheet';
    }
    for (const parked of document.querySelectorAll(`link[rel="${preload}"]`)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = parked.getAttribute('href')!;
      document.head.appendChild(link);
    }
    for (const parked of document.querySelectorAll(`script[type="${module}"]`)) {
      const script = document.createElement('script');
      script.type = 'module';
      script.textContent = parked.textContent;
      parked.replaceWith(script);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', restore);
    else restore();
  };
  // A tab opened in the background paints nothing until shown: there everything starts at once.
  if (document.visibilityState === 'hidden') return start();
  // A paint entry arrives once the frame is shown, later than the frame's own callbacks run.
  let wait = 0;
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    wait = waitMs;
  }
  requestAnimationFrame(() => setTimeout(start, wait));
}

export const afterFirstPaintScript = `(${afterFirstPaint.toString()})(${[
  DEFERRED_STYLESHEET,
  DEFERRED_MODULEPRELOAD,
  DEFERRED_MODULE,
  PAINT_REPORT_WAIT_MS,
]
  .map((value) => JSON.stringify(value))
  .join(',')})`;
