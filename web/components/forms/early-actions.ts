// What a visitor does on the pre-rendered page before React runs it (nothing the
// visitor did is lost). On a slow phone a page shows seconds before its scripts arrive; a tap on
// Send, Enter in a field, or a tap on any button in that time did nothing.
// A tap on the theme switch (marked `data-early-theme`) takes effect at once: the switch needs
// nothing but the page, and the theme script (theme-script.ts) leaves it as __switchTheme.
//
// earlyActionsScript runs inline in <head> (its nonce makes the build allow it by hash, as the
// theme script). Until React has hydrated the page it takes every form submit and every click
// on a `type="button"` button (the menu, a /services card's flip, the /case-studies filters,
// the testimonials' arrows and dots: a button of that type does nothing until React runs it),
// holds it back from the browser (a form would post the page to itself) and queues it. It also
// enables the submit buttons SubmitButton renders disabled, once the page is parsed: without
// JavaScript they stay disabled and submit nothing. When the first commit is done,
// KeepEarlyInput stops the capture and, once the typed values are back in the forms' state,
// replays the queue: each form's last submit, and every click in turn, a task apart.

declare global {
  interface Window {
    __earlyActions?: { stop: () => EarlyAction[] };
  }
}

type EarlyAction =
  { form: HTMLFormElement; submitter: HTMLElement | null } | { click: HTMLElement };

/** The theme switch: an early tap switches the theme at once instead of waiting. */
export const EARLY_THEME_ATTRIBUTE = 'data-early-theme';

// While a submit or a click is held, a notice at the foot of the screen says the page is still
// loading (every long wait shows progress). If the page's scripts fail instead (a
// chunk that cannot be fetched, a module the browser cannot run), it says so and offers a
// reload. What the fields hold is kept across a reload of a page that has not run (in
// sessionStorage, for the same address only, and read once), and KeepEarlyInput takes it up as
// typed. Passwords, files and fields no person can reach are never kept, as KeepEarlyInput
// leaves them alone. A chunk that hangs leaves the notice waiting, as the browser's own loading
// indicator does. The waiting notice shows only once a tap has been held for NOTICE_DELAY_MS: on
// a fast load React takes over sooner, and a notice would only flash. A failure shows at once.

/** What the notice says (the site's own words, not the spec's). */
export const earlyNoticeCopy = {
  waiting: 'Waiting for the page to finish loading…',
  failedSend:
    'This page did not finish loading, so this could not be sent. Reload the page to try again: what you typed will still be here.',
  failedClick:
    'This page did not finish loading, so this button cannot work. Reload the page to try again.',
  reload: 'Reload page',
} as const;

/** Input types no visitor types into: KeepEarlyInput and the early script both leave them alone. */
export const UNTYPED_INPUT_TYPES = ['hidden', 'password', 'submit', 'reset', 'button', 'image'];

/** Where fields sit that no person can see or reach (the enquiry's honeypot). */
export const UNREACHABLE_FIELD_SELECTOR = '[aria-hidden="true"], [inert]';

/** How long a held tap waits before the notice says the page is still loading. */
export const NOTICE_DELAY_MS = 300;

/** Where the fields' contents wait for the reload (sessionStorage). */
export const EARLY_FIELDS_KEY = 'early-fields';

const NOTICE_CLASS =
  'fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md flex-col items-start gap-3 rounded-card border border-border bg-surface-raised p-4 text-sm text-fg shadow-card print:hidden';

const RELOAD_CLASS =
  'rounded-control border border-border px-4 py-2 font-semibold hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

const js = (text: string) => JSON.stringify(text);

// Hand-written ES5 (no build step reaches inline scripts): it must run where the page's modules
// cannot, in browsers too old for them.
export const earlyActionsScript = /* @__PURE__ */ [
  '(function(){var q=[],d=document,w=window,held=0,failed=0,later=0,box,text,K=',
  js(EARLY_FIELDS_KEY),
  ';',
  // The fields a visitor types into, as KeepEarlyInput chooses them (keep-early-input.ts); a
  // reload cannot put back a chosen file or several options, so those are not kept either.
  "function fields(){return d.querySelectorAll('input,textarea,select')}",
  `function typed(f){return!/^(${[...UNTYPED_INPUT_TYPES, 'file', 'select-multiple'].join('|')})$/.test(f.type)&&!f.disabled&&!f.closest(`,
  js(UNREACHABLE_FIELD_SELECTOR),
  ')}',
  // The notice: a status line, and on failure a reload button that it describes and that takes
  // focus (the visitor's Send or tap is what failed).
  'function message(){return failed?(held>1?',
  js(earlyNoticeCopy.failedSend),
  ':',
  js(earlyNoticeCopy.failedClick),
  '):',
  js(earlyNoticeCopy.waiting),
  '}',
  // Waiting is said only after a moment (`now` is that moment); a failure at once.
  'function say(now){if(!now&&!failed&&!box){if(!later)later=setTimeout(function(){later=0;say(1)},',
  String(NOTICE_DELAY_MS),
  ');return}',
  "if(!box){box=d.createElement('div');box.className=",
  js(NOTICE_CLASS),
  ";text=d.createElement('p');text.id='early-notice';text.setAttribute('role','status');box.appendChild(text);d.body.appendChild(box)}",
  // A live region reads a change, not what it was created with: the text comes a moment later.
  'setTimeout(function(){text.textContent=message()},50);',
  "if(failed&&!box.querySelector('button')){var b=d.createElement('button');b.type='button';b.className=",
  js(RELOAD_CLASS),
  ';b.textContent=',
  js(earlyNoticeCopy.reload),
  ";b.setAttribute('aria-describedby','early-notice');b.onclick=function(){location.reload()};box.appendChild(b);text.textContent=message();b.focus()}}",
  // Held back from the browser (a form would post the page to itself) and queued for React.
  "function take(e){var t=e.target;if(e.type==='submit'){q.push({form:t,submitter:e.submitter||null});held=2}else{var c=t&&t.closest&&t.closest('button[type=button],[",
  EARLY_THEME_ATTRIBUTE,
  "]');if(!c||box&&box.contains(c))return;if(c.hasAttribute('",
  EARLY_THEME_ATTRIBUTE,
  "')){if(w.__switchTheme)w.__switchTheme()}else{q.push({click:c});held=held||1}}e.preventDefault();e.stopImmediatePropagation();if(held)say()}",
  // One of the site's script elements or module preloads that failed, an error thrown by the
  // site's own code, or a rejected import() (the entry chunk). Images, icons, and scripts from
  // elsewhere (a browser extension's) do not count.
  "function own(u){return!u||u.indexOf(location.origin+'/')===0}",
  "function fail(e){var t=e.target,f=e.filename;if(e.type==='error'&&!(t&&(t.tagName==='SCRIPT'&&own(t.src)||t.tagName==='LINK'&&t.rel==='modulepreload'&&own(t.href)))&&!(f&&own(f)))return;if(e.type==='unhandledrejection'&&!(e.reason instanceof TypeError))return;if(failed)return;failed=1;if(held)say()}",
  // What the fields hold when the page goes (a reload), for the reload to put back.
  "function keep(){var l=fields(),v=[],i,f,o;for(i=0;i<l.length;i++){f=l[i];if(!typed(f))continue;if(f.type==='checkbox'||f.type==='radio'){if(f.checked!==f.defaultChecked)v.push([i,f.name,f.checked])}else if(f.tagName==='SELECT'){o=f.options[f.selectedIndex];if(o&&!o.defaultSelected)v.push([i,f.name,f.value])}else if(f.value!==f.defaultValue)v.push([i,f.name,f.value])}try{if(v.length)sessionStorage.setItem(K,JSON.stringify({p:location.pathname,v:v}))}catch(x){}}",
  "function restore(){var s,n;try{s=JSON.parse(sessionStorage.getItem(K));sessionStorage.removeItem(K);n=performance.getEntriesByType('navigation')[0]}catch(x){}if(!s||s.p!==location.pathname||!n||n.type!=='reload')return;var l=fields();for(var i=0;i<s.v.length;i++){var x=s.v[i],f=l[x[0]];if(!f||f.name!==x[1]||!typed(f))continue;if(typeof x[2]==='boolean')f.checked=x[2];else f.value=x[2]}}",
  "d.addEventListener('submit',take,true);d.addEventListener('click',take,true);w.addEventListener('error',fail,true);w.addEventListener('unhandledrejection',fail);w.addEventListener('pagehide',keep);",
  // Once parsed: the submit buttons SubmitButton renders disabled work, and a reload gets back
  // what the page held when it went.
  "d.addEventListener('readystatechange',function(){if(d.readyState!=='interactive')return;var b=d.querySelectorAll('button[data-hydrating]');for(var i=0;i<b.length;i++)b[i].disabled=false;restore()});",
  "w.__earlyActions={stop:function(){d.removeEventListener('submit',take,true);d.removeEventListener('click',take,true);w.removeEventListener('error',fail,true);w.removeEventListener('unhandledrejection',fail);w.removeEventListener('pagehide',keep);clearTimeout(later);if(box)box.parentNode.removeChild(box);box=null;return q}}})()",
].join('');

/** Taken from the page's capture, not yet replayed. */
let pending: EarlyAction[] = [];

/**
 * Stops the capture and returns what replays the actions it queued; call it once React owns the
 * page, and the returned function once the forms hold what was typed. (Kept until replayed, so
 * a development re-run of the effect that cancels the first replay still has them.)
 */
export function takeEarlyActions(): () => void {
  const early = window.__earlyActions;
  if (early) {
    delete window.__earlyActions;
    const queue = early.stop();
    // A form sent twice before the page ran is one enquiry sent once: its last submit stands.
    const lastSubmit = new Map<HTMLFormElement, EarlyAction>();
    for (const action of queue) if ('form' in action) lastSubmit.set(action.form, action);
    pending = queue.filter(
      (action) => !('form' in action) || lastSubmit.get(action.form) === action,
    );
  }
  // One action per task, as taps come: React renders what one did before the next runs, so a
  // handler that reads its state (the testimonials' Next after a dot) sees the one before's.
  return function replayNext() {
    const action = pending.shift();
    if (!action) return;
    if ('click' in action) {
      if (action.click.isConnected) action.click.click();
    } else if (action.form.isConnected) {
      const { submitter } = action;
      action.form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    }
    if (pending.length > 0) setTimeout(replayNext);
  };
}
