// The floating 'Chat with us' button and its panel, loaded on first interest; not on /chatbot,
// which is the chat itself. Open, it is a modal dialog for the keyboard (Tab stays in it, Escape
// closes it) while the page stays usable with a pointer, and it stays open across pages.

import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

import { Icon } from '@/components/ui/icon';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { trapFocus, type TrapHandle } from '@/lib/focus-trap';
import { paths } from '@/lib/paths';

import { chatLoadFailure } from '../chat-load-failure';
import { isConnectNavigation } from '../connect-navigation';
import {
  CHAT_PANEL_HEIGHT_PX,
  FLOATING_CHAT_MAX_HEIGHT_CLASS,
  FLOATING_PANEL_FILL_CLASS,
} from '../panel-size';

const ChatPanel = retryableLazy(() => import('./chat-panel'));

export function ChatWidget() {
  const [open, setOpen] = useState(false);
  // Keys typed into the dialog while the panel's code is on its way, for its message box.
  const [draft, setDraft] = useState('');
  // A panel that arrives where its placeholder showed takes its place without moving.
  const [placeholderShown, setPlaceholderShown] = useState(false);
  const onPlaceholderShown = useCallback(() => setPlaceholderShown(true), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const headingId = useId();
  const greetingId = useId();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shownKey, setShownKey] = useState(location.key);
  const onChatPage = location.pathname === paths.chatbot;

  // 'Connect with us' (a PUSH, not a later Back or Forward) and arriving on /chatbot close the
  // chat once the page has changed: while rendering, so the dialog is gone before the layout
  // focuses the new page's h1.
  if (location.key !== shownKey) {
    setShownKey(location.key);
    const connect = navigationType === 'PUSH' && isConnectNavigation(location.state);
    if (open && (connect || onChatPage)) setOpen(false);
  }

  // Any other change of page leaves the chat open, and the layout leaves focus to it: focus
  // outside it (a click on a page link) comes back to the dialog, so Tab stays inside.
  const { pathname } = location;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [pathname]);

  // Opened while the panel's code is still on its way, focus goes to the dialog: left on the
  // button, the next key typed for the chat (a space) pressed the button and closed it again.
  // A panel already loaded has focused its message box by now (its effects run first).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [open]);

  const trapRef = useRef<TrapHandle>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Released first, as the trap would hold focus in the closing dialog.
    trapRef.current?.release();
    buttonRef.current?.focus();
  }, []);

  // Opening again is asking again: a panel that failed to load before gets a fresh attempt.
  const openChat = () => {
    ChatPanel.retry();
    setDraft('');
    setPlaceholderShown(false);
    setOpen(true);
  };

  // Native listeners: the dialog element itself is not interactive, its keys are handled here.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // Tab stays inside while focus is; a press on the page lets focus go there (the page stays
    // usable with a pointer), and focus coming back into the chat traps Tab again.
    const trap = trapFocus([dialog]);
    trapRef.current = trap;
    const releaseOnPress = (event: PointerEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) trap.pause();
    };
    const trapOnReturn = (event: FocusEvent) => {
      if (event.target instanceof Node && dialog.contains(event.target)) trap.unpause();
    };
    // On the window, so Escape closes the chat after a click on the page too; it runs after the
    // document's listeners, so a menu open over the chat that took the key (defaultPrevented)
    // closes first.
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    // Until the message box exists, focus is on the dialog itself (see above): what is typed
    // there is kept and handed to the box when it comes (nothing typed is lost).
    const keepEarlyKey = (event: KeyboardEvent) => {
      if (event.target !== dialog || dialog.querySelector('input')) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      // One character (an emoji is two UTF-16 units); named keys (Enter, Tab…) are words.
      if ([...event.key].length === 1) setDraft((text) => text + event.key);
      else if (event.key === 'Backspace') setDraft((text) => text.slice(0, -1));
      else return;
      // A space would scroll the page behind the dialog.
      event.preventDefault();
    };
    // Capturing on the window, these run before the trap's own listeners on the document.
    window.addEventListener('pointerdown', releaseOnPress, true);
    window.addEventListener('focusin', trapOnReturn, true);
    dialog.addEventListener('keydown', keepEarlyKey);
    window.addEventListener('keydown', handleEscape);
    return () => {
      trap.release();
      window.removeEventListener('pointerdown', releaseOnPress, true);
      window.removeEventListener('focusin', trapOnReturn, true);
      dialog.removeEventListener('keydown', keepEarlyKey);
      window.removeEventListener('keydown', handleEscape);
    };
  }, [open, close]);

  if (onChatPage) return null;

  return (
    <>
      {open && (
        <div
          ref={dialogRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={headingId}
          // The greeting, which is already in the conversation when the dialog opens, so its
          // live region never reads it: screen readers read it with the dialog's name instead.
          aria-describedby={greetingId}
          // The name until the panel's heading exists: while it loads, or if it cannot load.
          aria-label="Chat"
          // Focusable for a change of page that leaves focus outside it (see above).
          tabIndex={-1}
          // The panel's size, so the placeholder while its code loads and the message if it
          // cannot load take the same box as the panel: nothing jumps when it arrives.
          style={{ height: CHAT_PANEL_HEIGHT_PX }}
          className={`fixed right-4 bottom-24 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col outline-none print:hidden ${FLOATING_CHAT_MAX_HEIGHT_CLASS}`}
        >
          <LoadBoundary
            message={chatLoadFailure}
            onRetry={ChatPanel.retry}
            focusOnFailure
            className={`flex flex-col justify-center gap-4 overflow-y-auto rounded-card border border-border bg-surface-raised p-5 shadow-card ${FLOATING_PANEL_FILL_CLASS}`}
          >
            <Suspense fallback={<ChatLoading draft={draft} onShown={onPlaceholderShown} />}>
              <ChatPanel
                headingId={headingId}
                greetingId={greetingId}
                variant="floating"
                onClose={close}
                focusInput
                draft={draft}
                rise={!placeholderShown}
              />
            </Suspense>
          </LoadBoundary>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => (open ? close() : openChat())}
        onPointerEnter={ChatPanel.preload}
        onFocus={ChatPanel.preload}
        // Fixed, it would print on every sheet.
        className="fixed right-4 bottom-4 z-50 inline-flex items-center gap-2 rounded-full bg-brand px-5 py-3 font-semibold text-brand-fg shadow-card hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand print:hidden forced-colors:border"
      >
        <Icon name="message-circle" strokeWidth={2} className="size-5" />
        Chat with us
      </button>
    </>
  );
}

/** Shown while the panel's code loads, in the panel's box; what is typed meanwhile shows too. */
function ChatLoading({ draft, onShown }: { draft: string; onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-card border border-border bg-surface-raised p-4 text-fg-muted shadow-card ${FLOATING_PANEL_FILL_CLASS}`}
    >
      <p>Loading chat…</p>
      {draft && <p className="max-w-full truncate text-fg">{draft}</p>}
    </div>
  );
}
