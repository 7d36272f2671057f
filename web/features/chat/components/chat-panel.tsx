// The chat assistant itself: header, conversation log, quick replies and input. Used inside the
// floating widget (lazy-loaded, with a close button) and inline on the /chatbot page.

import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';

import { chatScript } from '../chat-script';
import { connectNavigationState } from '../connect-navigation';
import { FLOATING_PANEL_FILL_CLASS, INLINE_CHAT_HEIGHT_CLASS } from '../panel-size';
import { useChat } from '../use-chat';
import { ChatInput } from './chat-input';
import { ChatMessage } from './chat-message';
import { QuickReplies } from './quick-replies';

export interface ChatPanelProps {
  /** id for the heading, so a surrounding dialog can be labelled by it. */
  headingId?: string;
  /** id for the greeting's text, so a surrounding dialog can be described by it. */
  greetingId?: string;
  /** Shows a close button; the widget passes it, the full page does not. */
  onClose?: () => void;
  /** 'floating' is the widget's fixed-height panel; 'inline' fills its container. */
  variant?: 'floating' | 'inline';
  /** Move focus into the message box on mount (the widget's opening). */
  focusInput?: boolean;
  /** Text the message box starts with (keys typed into the floating chat while it loaded). */
  draft?: string;
  /** Whether the floating panel rises into place: not where a placeholder already held it. */
  rise?: boolean;
}

export function ChatPanel({
  headingId,
  greetingId,
  onClose,
  variant = 'inline',
  focusInput = false,
  draft,
  rise = true,
}: ChatPanelProps) {
  const chat = useChat();
  const ownId = useId();
  const titleId = headingId ?? ownId;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const partsRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  // The floating panel rises into place as it opens; the inline one is part of its page.
  const reducedMotion = useReducedMotion();
  const rises = variant === 'floating' && rise && !reducedMotion;

  // With the caret after any draft, so typing goes on where it left off.
  useEffect(() => {
    const box = inputRef.current;
    if (!focusInput || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focusInput]);

  // The newest message's start at the log's top, which the browser stops at the list's end: so
  // the end of the conversation shows, or a reply taller than the log reads from its top. Once
  // it has begun, the quick replies under the log come into view too.
  useEffect(() => {
    const parts = partsRef.current;
    const log = logRef.current;
    const list = log?.querySelector('ol');
    const newest = list?.lastElementChild;
    if (!parts || !log || !list || !(newest instanceof HTMLElement)) return;
    log.scrollTop = newest.offsetTop - list.offsetTop;
    if (chat.messages.length > 1) parts.scrollTop = parts.scrollHeight;
  }, [chat.messages.length, chat.isTyping]);

  // The floating widget closes itself once this change of page has happened (not when a form's
  // leave guard keeps the visitor here).
  const connect = () => {
    void navigate(chatScript.connectPath, { state: connectNavigationState });
  };

  const pickQuickReply = (label: string, { tapped }: { tapped: boolean }) => {
    chat.send(label, { quickReply: true });
    // Ready for a typed follow-up; the buttons stay for another pick. Not after a tap: on a
    // phone, focus in the message box opens the keyboard over the answer being read.
    if (!tapped) inputRef.current?.focus();
  };

  return (
    // Floating, the panel is the content of a dialog named by the same heading: a region of
    // the same name inside it would only be read out twice.
    <LazyMotion features={domAnimation} strict>
      <m.section
        initial={rises ? { opacity: 0, y: 16 } : false}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.25, ease: 'easeOut' }}
        aria-labelledby={variant === 'floating' ? undefined : titleId}
        className={`flex flex-col overflow-x-hidden overflow-y-auto rounded-card border border-border bg-surface-raised text-fg shadow-card ${
          // Floating, the dialog around it has the panel's height (chat-widget), and its
          // placeholder and load failure fill the same box.
          variant === 'floating' ? FLOATING_PANEL_FILL_CLASS : INLINE_CHAT_HEIGHT_CLASS
        }`}
      >
        {/* Everything above the message box, which stays in view at the foot with its focus. When
          these parts do not fit they scroll together, the quick replies giving up room first; only
          if the message box does not fit either does the whole panel scroll. */}
        <div ref={partsRef} className="flex min-h-24 flex-1 flex-col overflow-y-auto">
          <header className="flex shrink-0 items-center justify-between gap-3 bg-brand px-4 py-3 text-brand-fg forced-colors:border-b">
            <div>
              <h2 id={titleId} className="text-base font-semibold">
                {chatScript.title}
              </h2>
              <p className="text-xs opacity-90">{chatScript.subtitle}</p>
            </div>
            {onClose && (
              <button
                type="button"
                onClick={onClose}
                aria-label={chatScript.closeLabel}
                className="rounded-control p-1.5 text-lg leading-none hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-fg"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          {/* The live region wraps the list: role="log" on the <ol> itself would replace its list
            role and leave the messages as orphaned list items. It scrolls, so it takes focus:
            keyboard users can then scroll back through the conversation. */}
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above
            tabIndex={0}
            className="min-h-24 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
          >
            <ol className="flex flex-col gap-3">
              {chat.messages.map((message, index) => (
                <ChatMessage
                  key={message.id}
                  message={message}
                  onConnect={connect}
                  // Every conversation opens with the greeting.
                  textId={index === 0 ? greetingId : undefined}
                />
              ))}
            </ol>
          </div>
          <p role="status" className="shrink-0 px-4 pb-2 text-xs text-fg-muted">
            {chat.isTyping && <span className="animate-pulse">{chatScript.typing}</span>}
          </p>
          {chat.showQuickReplies && <QuickReplies onPick={pickQuickReply} />}
        </div>
        <ChatInput step={chat.step} onSend={chat.send} inputRef={inputRef} initialText={draft} />
      </m.section>
    </LazyMotion>
  );
}

// Default export for `lazy(() => import('.../chat-panel'))`.
export default ChatPanel;
