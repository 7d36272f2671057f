// Keeps Tab inside an open dialog or menu with the focus-trap library. It loads when one first
// opens, so it stays out of every page's first chunk; until then Tab moves as the page's order.
import type { FocusTrap, Options } from 'focus-trap';

export interface TrapHandle {
  /** Ends the trap for good. */
  release: () => void;
  /** Lets focus go elsewhere (a click on the page) until `unpause`. */
  pause: () => void;
  unpause: () => void;
}

/**
 * Traps Tab and Shift+Tab within `containers`, in their order. Focus, Escape and clicks are
 * the caller's: the trap moves no focus on its own and lets clicks outside through.
 */
export function trapFocus(containers: HTMLElement[], options: Options = {}): TrapHandle {
  let trap: FocusTrap | undefined;
  let released = false;
  let paused = false;
  import('focus-trap')
    .then(({ createFocusTrap }) => {
      if (released) return;
      trap = createFocusTrap(containers, {
        initialFocus: false,
        fallbackFocus: containers[0],
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        ...options,
      }).activate();
      if (paused) trap.pause();
    })
    .catch(() => undefined);
  return {
    release: () => {
      released = true;
      trap?.deactivate();
    },
    pause: () => {
      paused = true;
      trap?.pause();
    },
    unpause: () => {
      paused = false;
      trap?.unpause();
    },
  };
}
