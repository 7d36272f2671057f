// What a visitor does on the pre-rendered page before React runs it (house rule: nothing the
// visitor did is lost). On a slow phone a page shows seconds before its scripts arrive; a tap on
// Send, Enter in a field, or a tap on the menu or theme button in that time did nothing.
// A tap on the theme switch (marked `data-early-theme`) takes effect at once: the switch needs
// nothing but the page, and the theme script (theme-script.ts) leaves it as __switchTheme.
//
// earlyActionsScript runs inline in <head> (its nonce makes the build allow it by hash, as the
// theme script). Until React has hydrated the page it takes every form submit and every click
// on an element marked `data-early-click`, holds it back from the browser (a form would post
// the page to itself) and queues it. It also enables the submit buttons SubmitButton renders
// disabled, once the page is parsed: without JavaScript they stay disabled and submit nothing.
// When the first commit is done, KeepEarlyInput stops the capture and, once the typed values are
// back in the forms' state, replays the queue: each form's last submit, and every click in turn.

declare global {
  interface Window {
    __earlyActions?: { stop: () => EarlyAction[] };
  }
}

type EarlyAction =
  { form: HTMLFormElement; submitter: HTMLElement | null } | { click: HTMLElement };

/** The attribute that makes a button's early click count (the menu button). */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/** The theme switch: an early tap switches the theme at once instead of waiting. */
export const EARLY_THEME_ATTRIBUTE = 'data-early-theme';

export const earlyActionsScript = `(function(){var q=[],d=document;function take(e){var t=e.target;if(e.type==='submit'){q.push({form:t,submitter:e.submitter||null})}else{var c=t&&t.closest&&t.closest('[${EARLY_CLICK_ATTRIBUTE}],[${EARLY_THEME_ATTRIBUTE}]');if(!c)return;if(c.hasAttribute('${EARLY_THEME_ATTRIBUTE}')){if(window.__switchTheme)window.__switchTheme()}else q.push({click:c})}e.preventDefault();e.stopImmediatePropagation()}d.addEventListener('submit',take,true);d.addEventListener('click',take,true);d.addEventListener('readystatechange',function(){if(d.readyState!=='interactive')return;var b=d.querySelectorAll('button[data-hydrating]');for(var i=0;i<b.length;i++)b[i].disabled=false});window.__earlyActions={stop:function(){d.removeEventListener('submit',take,true);d.removeEventListener('click',take,true);return q}}})()`;

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
  return () => {
    const actions = pending;
    pending = [];
    for (const action of actions) {
      if ('click' in action) {
        if (action.click.isConnected) action.click.click();
      } else if (action.form.isConnected) {
        const { submitter } = action;
        action.form.requestSubmit(submitter?.isConnected ? submitter : undefined);
      }
    }
  };
}
