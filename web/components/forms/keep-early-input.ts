// Keeps what a visitor typed ahead of hydration. React 19 leaves a field's value alone but the
// form's state holds the pre-rendered one, so once hydration commits each differing field is set
// again as a keystroke would set it, and the form's own onChange takes it in.
import { useLayoutEffect, type ReactNode } from 'react';

/** Input types no visitor types into. */
const UNTYPED_INPUT_TYPES = ['hidden', 'password', 'submit', 'reset', 'button', 'image'];

/** Where fields sit that no person can see or reach (the enquiry's honeypot). */
const UNREACHABLE_FIELD_SELECTOR = '[aria-hidden="true"], [inert]';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTypedByVisitor(element: Element): element is Control {
  if (element instanceof HTMLInputElement) {
    if (UNTYPED_INPUT_TYPES.includes(element.type)) return false;
  } else if (!(element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) {
    return false;
  }
  return !element.disabled && !element.closest(UNREACHABLE_FIELD_SELECTOR);
}

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const isFile = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'file';

/** What the control shows now, as one string so any kind of control compares the same way. */
function shownValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    return JSON.stringify([...control.selectedOptions].map((option) => option.value));
  }
  if (isCheckable(control)) return String(control.checked);
  if (isFile(control)) return [...(control.files ?? [])].map((file) => file.name).join();
  return control.value;
}

/** What the pre-rendered page gave the control, in the same form as shownValue. */
function renderedValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const marked = options.filter((option) => option.defaultSelected);
    // A single select shows the last option marked selected, or else its first enabled one.
    const shown = control.multiple
      ? marked
      : marked.length > 0
        ? marked.slice(-1)
        : options.filter((option) => !option.disabled).slice(0, 1);
    return JSON.stringify(shown.map((option) => option.value));
  }
  if (isCheckable(control)) return String(control.defaultChecked);
  if (isFile(control)) return '';
  return control.defaultValue;
}

/** Puts `typed` back into the control and fires the events a visitor's own input fires. */
function announce(control: Control, typed: string, rendered: string) {
  if (control instanceof HTMLSelectElement) {
    const values = JSON.parse(typed) as string[];
    for (const option of control.options) option.selected = values.includes(option.value);
  } else if (isCheckable(control)) {
    // A radio button that was unchecked is covered by the one checked in its place.
    if (typed === 'false' && control.type === 'radio') return;
    // React takes a click on a checkable as its change: flip it back, and the click flips it.
    control.checked = typed !== 'true';
    control.click();
    return;
  } else if (!isFile(control)) {
    const focused = control === document.activeElement && control.value === typed;
    const start = focused ? control.selectionStart : null;
    const end = control.selectionEnd;
    // React fires onChange only for a value that differs from the last one it saw, and it
    // sees every value set through the element's own property. So the pre-rendered value goes
    // in that way, and the typed one through the prototype's setter, which React does not see.
    control.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
      control,
      typed,
    );
    control.dispatchEvent(new Event('input', { bubbles: true }));
    // Where the visitor was typing, the caret stays; otherwise it is at the end of the text.
    if (start !== null && end !== null) control.setSelectionRange(start, end);
    return;
  }
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Wraps the hydrated app. Its layout effect runs once the whole first commit has, which is the
 * moment React owns every pre-rendered field and has not yet re-rendered any: what the fields
 * show then is everything typed so far.
 */
export function KeepEarlyInput({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const typed = [...document.querySelectorAll('input, textarea, select')]
      .filter(isTypedByVisitor)
      .map((control) => ({
        control,
        typed: shownValue(control),
        rendered: renderedValue(control),
      }))
      .filter(({ typed, rendered }) => typed !== rendered);
    // After React's commit has returned (an event inside it would see the old value put back
    // before its state update ran), and before the browser takes the next key.
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      for (const { control, typed: value, rendered } of typed) {
        const shown = control.isConnected ? shownValue(control) : null;
        // Showing the pre-rendered value again is React's re-render having got there first.
        if (shown === value || shown === rendered) announce(control, value, rendered);
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return children;
}
